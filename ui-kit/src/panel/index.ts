export { Panel, type PanelProps } from './panel';

export { StateBadge, type StateBadgeProps, type StateTone, toneOf } from './state-badge';

export { ResultPage, type ResultPageProps } from './result-page';

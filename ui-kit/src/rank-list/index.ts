export { type RankItem, RankList, type RankListProps } from './rank-list';

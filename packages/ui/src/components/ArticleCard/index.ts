export {
  ArticleCard,
  defaultArticleCardMessages,
  type ArticleCardMessages,
  type ArticleCardProps,
  type ArticleLinkProps,
  type ArticlePost,
} from './ArticleCard';
export { defaultTargetAgeMessages, formatTargetAge, type TargetAgeMessages } from './targetAge';

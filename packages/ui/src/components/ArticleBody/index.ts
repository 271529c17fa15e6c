export * from './ArticleBody';
export { ARTICLE_CSP } from './articleDocument';

export { ArticleBody, type ArticleBodyProps } from './ArticleBody';
export { ARTICLE_CSP } from './articleDocument';

export * from './ArticleCard';
export * from './targetAge';

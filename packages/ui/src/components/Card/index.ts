export { Card, cardPaddings, type CardPadding, type CardProps } from './Card';

export {
  BoardColumns,
  boardColumnsArrangements,
  defaultBoardColumnsMessages,
  type BoardColumnsArrangement,
  type BoardColumnsEntry,
  type BoardColumnsMessages,
  type BoardColumnsProps,
} from './BoardColumns';

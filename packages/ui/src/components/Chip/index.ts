export { Chip, defaultChipMessages, type ChipMessages, type ChipProps } from './Chip';
export { chipTones, taskPriorities, type ChipTone, type TaskPriority } from './chipTones';

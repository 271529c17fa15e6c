import { z } from 'zod';

// The task pictures a pre-reader recognises on a card (issue: pictures for children of 3–7).
// The keys are stored in tasks.icon and drawn by @taskboard/ui's TaskPicture; the app's tests
// hold the two lists equal.

export const taskIconKeys = [
  // washing, sleeping, the bathroom
  'toothbrush',
  'bath',
  'soap',
  'towel',
  'comb',
  'toilet',
  'hands',
  'bed',
  'moon',
  // getting dressed
  'shirt',
  'trousers',
  'sock',
  'shoe',
  'coat',
  'hat',
  // eating and drinking
  'plate',
  'cup',
  'spoon',
  'apple',
  'carrot',
  'sandwich',
  'cake',
  'bottle',
  // helping at home
  'toy-box',
  'broom',
  'bucket',
  'laundry',
  'bin',
  'sponge',
  // pets and the garden
  'pet-bowl',
  'dog',
  'cat',
  'fish',
  'bird',
  'plant',
  'watering-can',
  'flower',
  'tree',
  'leaf',
  'sun',
  // school, letters, making things
  'book',
  'pencil',
  'crayon',
  'paint',
  'bag',
  'abc',
  'numbers',
  'letter',
  // playing
  'ball',
  'blocks',
  'puzzle',
  'teddy',
  'car',
  'bike',
  'kite',
  'music',
  'drum',
  // everything else
  'star',
  'heart',
  'gift',
  'clock',
  'house',
  'bus',
  'waves',
  'friends',
  'smile',
] as const;
export type TaskIconKey = (typeof taskIconKeys)[number];

/** The picture a task gets when nothing more fitting is known. */
export const DEFAULT_TASK_ICON: TaskIconKey = 'star';

const known = new Set<string>(taskIconKeys);
export const isTaskIconKey = (value: unknown): value is TaskIconKey =>
  typeof value === 'string' && known.has(value);

export const taskIconMessages = {
  unknown: 'The icon must be one of the task pictures',
} as const;

export const taskIconKey = z.enum(taskIconKeys, { error: taskIconMessages.unknown });

import type { Message, TaskIconKey } from '@taskboard/contract';
import { assign, fromPromise, setup } from 'xstate';
import { isApiFailure, serverMessage } from '../shared/apiFailure';

export const DEFAULT_CHILD_AGE = 7;
export const BREAKDOWN_CONTEXT = 'This is for a task management system for children and families.';

export interface AiUsage {
  limit_reached: boolean;
}

export interface GoalCreationInput {
  /** The assistant's name shown while the creation is pending: 'Creating with {product}...'. */
  product: string;
  /** Age sent with the breakdown request; 7 when unknown. */
  childAge?: number;
  usage?: AiUsage | null;
}

export interface CreateGoalRequest {
  title: string;
  category_id: number | null;
}

export interface BreakdownRequest {
  goal: string;
  age: number;
  additional_context: string;
}

/** A suggested step; `icon` is the task picture the helper chose for it. */
export interface SuggestedSubtask {
  title: string;
  icon?: TaskIconKey | null;
}

export interface BreakdownResult {
  subtasks: SuggestedSubtask[];
}

export interface CreateTaskRequest {
  goal_id: number;
  title: string;
  /** The suggestion's picture, kept on the task it becomes. */
  icon?: TaskIconKey | null;
}

export interface GoalCreationContext {
  product: string;
  childAge: number;
  usage: AiUsage | null;
  title: string;
  categoryId: number | null;
  suggestSubtasks: boolean;
  goalId: number | null;
  subtasks: SuggestedSubtask[];
  /** How many suggested subtasks have been created so far. */
  createdSubtasks: number;
  errorMessage: Message | null;
  /** Shown once the goal exists but the assistant's part failed. */
  warningMessage: Message | null;
}

export type GoalCreationEvent =
  | { type: 'goal.setTitle'; title: string }
  | { type: 'goal.setCategory'; categoryId: number | null }
  | { type: 'goal.suggestSubtasks' }
  | { type: 'goal.createWithoutSubtasks' }
  | { type: 'goal.cancel' }
  | { type: 'usage.updated'; usage: AiUsage };

export const creatingLabel = (product: string) => `Creating with ${product}...`;

/** Each suggested subtask is titled with its 1-based number: '1. Pick up toys'. */
export const subtaskTitle = (index: number, title: string) => `${index + 1}. ${title}`;

/**
 * Spec §8: a 429 keeps the server's detail if it sent one. The reason is in the words the
 * failure gave (the app recognises those of the messages table).
 */
export function breakdownFailureMessage(error: unknown): Message {
  const reason = (() => {
    if (!isApiFailure(error)) return serverMessage(error) ?? 'Unknown error';
    if (error.status === 429)
      return error.detail ?? 'Daily token limit exceeded. Please try again tomorrow.';
    return `HTTP error! status: ${error.status}`;
  })();
  return { id: 'goal.createdWithoutBreakdown', values: { reason } };
}

/** The 'Yes, suggest subtasks' choice is unavailable once the daily allowance is used up. */
export const canSuggestSubtasks = (context: Pick<GoalCreationContext, 'usage'>) =>
  context.usage?.limit_reached !== true;

export const goalCreationMachine = setup({
  types: {
    input: {} as GoalCreationInput,
    context: {} as GoalCreationContext,
    events: {} as GoalCreationEvent,
    output: {} as { goalId: number | null },
  },
  actors: {
    /** POST /backlog/goals; resolves with the new goal's id. */
    createGoal: fromPromise<{ item_id: number }, CreateGoalRequest>(async () => {
      throw new Error('createGoal is provided by the app');
    }),
    /** POST taskbreaker/break-down. */
    breakDownGoal: fromPromise<BreakdownResult, BreakdownRequest>(async () => {
      throw new Error('breakDownGoal is provided by the app');
    }),
    /** POST /backlog/task. */
    createTask: fromPromise<void, CreateTaskRequest>(async () => {
      throw new Error('createTask is provided by the app');
    }),
  },
  actions: {
    setTitle: assign({ title: (_, params: { title: string }) => params.title, errorMessage: null }),
    setCategory: assign({
      categoryId: (_, params: { categoryId: number | null }) => params.categoryId,
    }),
    setUsage: assign({ usage: (_, params: { usage: AiUsage }) => params.usage }),
    chooseSuggestions: assign({ suggestSubtasks: true }),
    chooseNoSuggestions: assign({ suggestSubtasks: false }),
    rememberGoal: assign({ goalId: (_, params: { goalId: number }) => params.goalId }),
    rememberSubtasks: assign({
      subtasks: (_, params: BreakdownResult) => params.subtasks,
      createdSubtasks: 0,
    }),
    countSubtask: assign({ createdSubtasks: ({ context }) => context.createdSubtasks + 1 }),
    reportGoalFailure: assign({ errorMessage: { id: 'goal.createFailed' } as Message }),
    reportBreakdownFailure: assign({
      warningMessage: (_, params: { error: unknown }) => breakdownFailureMessage(params.error),
    }),
  },
  guards: {
    hasTitle: ({ context }) => context.title.trim() !== '',
    canSuggest: ({ context }) => context.title.trim() !== '' && canSuggestSubtasks(context),
    wantsSubtasks: ({ context }) => context.suggestSubtasks,
    hasSuggestions: (_, params: BreakdownResult) => params.subtasks.length > 0,
    /** True while the subtask just created is not the last one. */
    hasMoreSubtasks: ({ context }) => context.createdSubtasks + 1 < context.subtasks.length,
  },
}).createMachine({
  id: 'goalCreation',
  context: ({ input }) => ({
    product: input.product,
    childAge: input.childAge ?? DEFAULT_CHILD_AGE,
    usage: input.usage ?? null,
    title: '',
    categoryId: null,
    suggestSubtasks: false,
    goalId: null,
    subtasks: [],
    createdSubtasks: 0,
    errorMessage: null,
    warningMessage: null,
  }),
  initial: 'editing',
  on: {
    'usage.updated': {
      actions: { type: 'setUsage', params: ({ event }) => ({ usage: event.usage }) },
    },
  },
  states: {
    editing: {
      on: {
        'goal.setTitle': {
          actions: { type: 'setTitle', params: ({ event }) => ({ title: event.title }) },
        },
        'goal.setCategory': {
          actions: {
            type: 'setCategory',
            params: ({ event }) => ({ categoryId: event.categoryId }),
          },
        },
        'goal.suggestSubtasks': {
          guard: 'canSuggest',
          target: 'creatingGoal',
          actions: 'chooseSuggestions',
        },
        'goal.createWithoutSubtasks': {
          guard: 'hasTitle',
          target: 'creatingGoal',
          actions: 'chooseNoSuggestions',
        },
        'goal.cancel': 'cancelled',
      },
    },
    creatingGoal: {
      invoke: {
        src: 'createGoal',
        input: ({ context }) => ({ title: context.title.trim(), category_id: context.categoryId }),
        onDone: [
          {
            guard: 'wantsSubtasks',
            target: 'breakingDown',
            actions: {
              type: 'rememberGoal',
              params: ({ event }) => ({ goalId: event.output.item_id }),
            },
          },
          {
            target: 'created',
            actions: {
              type: 'rememberGoal',
              params: ({ event }) => ({ goalId: event.output.item_id }),
            },
          },
        ],
        onError: { target: 'editing', actions: 'reportGoalFailure' },
      },
    },
    breakingDown: {
      invoke: {
        src: 'breakDownGoal',
        input: ({ context }) => ({
          goal: context.title.trim(),
          age: context.childAge,
          additional_context: BREAKDOWN_CONTEXT,
        }),
        onDone: [
          {
            guard: { type: 'hasSuggestions', params: ({ event }) => event.output },
            target: 'creatingSubtasks',
            actions: { type: 'rememberSubtasks', params: ({ event }) => event.output },
          },
          { target: 'created' },
        ],
        onError: {
          target: 'created',
          actions: {
            type: 'reportBreakdownFailure',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    // One subtask at a time, in the order suggested: the state is re-entered for each.
    creatingSubtasks: {
      invoke: {
        src: 'createTask',
        input: ({ context }) => {
          const subtask = context.subtasks[context.createdSubtasks];
          return {
            goal_id: context.goalId ?? 0,
            title: subtaskTitle(context.createdSubtasks, subtask?.title ?? ''),
            icon: subtask?.icon ?? null,
          };
        },
        onDone: [
          {
            guard: 'hasMoreSubtasks',
            target: 'creatingSubtasks',
            reenter: true,
            actions: 'countSubtask',
          },
          { target: 'created', actions: 'countSubtask' },
        ],
        onError: {
          target: 'created',
          actions: {
            type: 'reportBreakdownFailure',
            params: ({ event }) => ({ error: event.error }),
          },
        },
      },
    },
    created: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ goalId: context.goalId }),
});

import type { ApiRequest } from './request';
import {
  backlogResponse,
  goal,
  goalTasksResponse,
  messageResponse,
  task,
  type CreateGoalBody,
  type CreateTaskBody,
  type ReorderGoalsBody,
  type UpdateGoalBody,
  type UpdateTaskBody,
} from '../schemas/backlog';

/** The board: goals and their tasks. */
export function backlogCalls(request: ApiRequest) {
  return {
    list: (signal?: AbortSignal) =>
      request('GET', '/backlog', { auth: true, response: backlogResponse, signal }),
    createGoal: (body: CreateGoalBody) =>
      request('POST', '/backlog/goals', { auth: true, body, response: goal }),
    updateGoal: (goalId: number, body: UpdateGoalBody) =>
      request('PUT', `/backlog/goals/${goalId}`, { auth: true, body, response: goal }),
    deleteGoal: (goalId: number) =>
      request('DELETE', `/backlog/goals/${goalId}`, { auth: true, response: messageResponse }),
    reorderGoals: (body: ReorderGoalsBody) =>
      request('PUT', '/backlog/goals/order', { auth: true, body, response: messageResponse }),
    goalTasks: (goalId: number) =>
      request('GET', `/backlog/goals/${goalId}/task`, {
        auth: true,
        response: goalTasksResponse,
      }),
    createTask: (body: CreateTaskBody) =>
      request('POST', '/backlog/task', { auth: true, body, response: task }),
    updateTask: (taskId: number, body: UpdateTaskBody) =>
      request('PUT', `/backlog/task/${taskId}`, { auth: true, body, response: task }),
    deleteTask: (taskId: number) =>
      request('DELETE', `/backlog/task/${taskId}`, { auth: true, response: messageResponse }),
  };
}

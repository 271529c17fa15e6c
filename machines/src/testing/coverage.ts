import type {
  AnyStateMachine,
  AnyStateNode,
  AnyTransitionDefinition,
  InspectionEvent,
} from 'xstate';

/**
 * Transition coverage for machine tests. Every transition a machine defines gets a stable key
 * (source state, event, position among that event's candidates), so a machine that was
 * `.provide()`d with test implementations still counts towards the original machine.
 *
 * Usage: pass `coverage.inspect` to `createActor(..., { inspect })`, then call
 * `coverage.assertComplete()` in `afterAll`, which fails the run naming every transition
 * and state that no test exercised.
 */
export interface TransitionCoverage {
  readonly inspect: (event: InspectionEvent) => void;
  /** Transitions the machine defines that no inspected actor has taken. */
  missingTransitions(): string[];
  /** States the machine defines that no inspected actor has entered. */
  missingStates(): string[];
  assertComplete(): void;
}

function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source;
  const candidates =
    transition.eventType === ''
      ? (source.always ?? [])
      : (source.transitions.get(transition.eventType) ?? []);
  const position = candidates.indexOf(transition);
  const targets = transition.target?.map((node) => node.id).join(',') ?? '(stay)';
  const guard = transition.guard
    ? ` [${typeof transition.guard === 'string' ? transition.guard : describeGuard(transition.guard)}]`
    : '';
  const event = transition.eventType === '' ? '(always)' : transition.eventType;
  return `${source.id} --${event}#${position}${guard}--> ${targets}`;
}

function describeGuard(guard: unknown): string {
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String(guard.type);
  return 'inline';
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child))];
}

function definedTransitions(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flat().map(transitionKey),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

export function createTransitionCoverage(machine: AnyStateMachine): TransitionCoverage {
  const defined = definedTransitions(machine);
  const states = allStateNodes(machine.root).map((node) => node.id);
  const taken = new Set<string>();
  const entered = new Set<string>();

  const belongsToMachine = (snapshot: unknown): snapshot is { _nodes: AnyStateNode[] } =>
    typeof snapshot === 'object' &&
    snapshot !== null &&
    'machine' in snapshot &&
    (snapshot as { machine: AnyStateMachine }).machine.id === machine.id &&
    '_nodes' in snapshot;

  const inspect = (event: InspectionEvent) => {
    if (event.type === '@xstate.microstep' && belongsToMachine(event.snapshot)) {
      for (const transition of event._transitions) {
        taken.add(transitionKey(transition));
        // A transition leaves a state that was active: an initial state left at once by an
        // eventless transition shows in no snapshot, yet it was entered.
        entered.add(transition.source.id);
      }
    }
    if (
      (event.type === '@xstate.microstep' || event.type === '@xstate.snapshot') &&
      belongsToMachine(event.snapshot)
    ) {
      for (const node of event.snapshot._nodes) entered.add(node.id);
    }
  };

  const missingTransitions = () => defined.filter((key) => !taken.has(key));
  const missingStates = () => states.filter((id) => !entered.has(id));

  return {
    inspect,
    missingTransitions,
    missingStates,
    assertComplete() {
      const transitions = missingTransitions();
      const unentered = missingStates();
      if (transitions.length === 0 && unentered.length === 0) return;
      throw new Error(
        [
          `Machine '${machine.id}' is not fully exercised by its tests.`,
          ...transitions.map((key) => `  transition never taken: ${key}`),
          ...unentered.map((id) => `  state never entered: ${id}`),
        ].join('\n'),
      );
    },
  };
}

// Public entry of @taskboard/ui. Primitives are exported here; the board's composite components
// are exported from ./composites.
export * from './composites';

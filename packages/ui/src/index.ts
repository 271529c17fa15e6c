// Public entry of @taskboard/ui. Primitives are exported here; the board's composite components
// are exported from ./composites; every component's texts meet in ./messages. Styles ship separately: import '@taskboard/ui/styles.css'.
export * from './theme';

export * from './components/Accordion';
export * from './components/AuthCard';
export * from './components/Avatar';
export * from './components/Banner';
export * from './components/Button';
export * from './components/Card';
export * from './components/Chip';
export * from './components/ConfirmDialog';
export * from './components/Density';
export * from './components/Dialog';
export * from './components/EmptyState';
export * from './components/Heading';
export * from './components/IconButton';
export * from './components/Menu';
export * from './components/PageShell';
export * from './components/Pagination';
export * from './components/PasswordField';
export * from './components/Select';
export * from './components/ShortcutsDialog';
export * from './components/SidebarLayout';
export * from './components/Skeleton';
export * from './components/Slider';
export * from './components/Spinner';
export * from './components/Stack';
export * from './components/Switch';
export * from './components/Table';
export * from './components/Tabs';
export * from './components/Text';
export * from './components/TextArea';
export * from './components/TextField';
export * from './components/TextLink';
export * from './components/Tooltip';
export * from './components/UsageBar';
export * from './icons';

export { cx } from './internal/cx';
export { useReducedMotion } from './internal/useReducedMotion';
export * from './messages';

export * from './composites';

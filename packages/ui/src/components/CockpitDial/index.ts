export {
  Cockpit,
  CockpitDial,
  defaultCockpitDialMessages,
  defaultCockpitMessages,
  type CockpitDialMessages,
  type CockpitDialProps,
  type CockpitMessages,
  type CockpitProps,
  type Velocity,
} from './CockpitDial';

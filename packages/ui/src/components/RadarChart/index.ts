export { RadarChart, type RadarChartProps } from './RadarChart';
export {
  defaultRadarChartMessages,
  radarRanges,
  type RadarChartMessages,
  type RadarRange,
  type RadarSlice,
} from './radarData';

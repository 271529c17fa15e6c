export * from './TimerBar';
export * from './timerFormat';

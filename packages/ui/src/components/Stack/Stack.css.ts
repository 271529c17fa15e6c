import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', minWidth: 0 });

export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

export const direction = styleVariants({
  row: { flexDirection: 'row' },
  column: { flexDirection: 'column' },
});

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const wrap = style({ flexWrap: 'wrap' });

export const grow = style({ flex: '1 1 0%' });

// Lists used as stacks lose their bullets and indents.
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

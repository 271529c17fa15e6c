import {
  categoryColorTokens,
  darkCategoryPalette,
  lightCategoryPalette,
  type CategoryColorTokens,
} from './categoryColors';

// The raw values of both themes as plain objects. The vanilla-extract theme files fill the
// contract from these, and tests (contrast, reduced motion) read the very same objects.

/** Every theme fills exactly this shape; the contract in vars.css.ts is derived from it. */
export type ThemeTokens = {
  color: {
    background: string;
    surface: string;
    surfaceRaised: string;
    surfaceSunken: string;
    text: string;
    textMuted: string;
    /** Boundaries of controls (inputs, outlines): at least 3:1 against surfaces. */
    border: string;
    /** Decorative dividers that carry no meaning. */
    borderSubtle: string;
    /** The outline of the illustrations: dark on the light theme, light on the dark one. */
    pictureInk: string;
    focusRing: string;
    overlay: string;
    track: string;
    skeleton: string;
    primary: string;
    primaryHover: string;
    primaryText: string;
    secondary: string;
    secondaryHover: string;
    secondaryText: string;
    ghostHover: string;
    danger: string;
    dangerHover: string;
    dangerText: string;
    dangerSoft: string;
    success: string;
    successText: string;
    successSoft: string;
    warning: string;
    warningText: string;
    warningSoft: string;
    info: string;
    infoText: string;
    infoSoft: string;
    priority: {
      high: string;
      highText: string;
      medium: string;
      mediumText: string;
      low: string;
      lowText: string;
    };
    status: {
      new: string;
      newText: string;
      progress: string;
      progressText: string;
      done: string;
      doneText: string;
    };
    streak: {
      green: string;
      greenText: string;
      orange: string;
      orangeText: string;
      red: string;
      redText: string;
    };
    tier: {
      gold: string;
      goldText: string;
      silver: string;
      silverText: string;
      bronze: string;
      bronzeText: string;
    };
    /** The ten goal category colours (categoryColors.ts): fill, its Text and its Ink. */
    category: CategoryColorTokens;
  };
  space: {
    none: string;
    xxs: string;
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    xxxl: string;
  };
  radius: { sm: string; md: string; lg: string; xl: string; full: string };
  font: {
    body: string;
    heading: string;
    mono: string;
    weightRegular: string;
    weightMedium: string;
    weightBold: string;
    lineHeightTight: string;
    lineHeightNormal: string;
  };
  fontSize: {
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    xxl: string;
    display: string;
  };
  shadow: { sm: string; md: string; lg: string };
  motion: {
    durationFast: string;
    durationNormal: string;
    durationSlow: string;
    easingStandard: string;
    easingEmphasized: string;
  };
  zIndex: {
    base: string;
    raised: string;
    sticky: string;
    overlay: string;
    modal: string;
    popover: string;
    tooltip: string;
    toast: string;
  };
  size: {
    /** The smallest tap area any control may have (WCAG 2.5.5, small fingers). */
    touchTarget: string;
    controlMd: string;
    controlLg: string;
    iconSm: string;
    iconMd: string;
    iconLg: string;
    /** Illustrations: a task picture in a list, on a card, a badge, an empty state's picture. */
    pictureSm: string;
    pictureMd: string;
    pictureLg: string;
    pictureXl: string;
    borderThin: string;
    borderThick: string;
    focusRingWidth: string;
    authCard: string;
    /** The narrowest a board column gets before the board shows one column at a time. */
    boardColumn: string;
    pageNarrow: string;
    pageMedium: string;
    page: string;
    dialog: string;
  };
};

// Rounded faces already on the device (macOS/iOS ui-rounded, Android/Linux rounded families),
// falling back to the platform sans-serif: nothing is downloaded.
const roundedStack =
  "ui-rounded, 'SF Pro Rounded', 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, Manjari, 'Arial Rounded MT', 'Arial Rounded MT Bold', Calibri, source-sans-pro, system-ui, sans-serif";
/** System fonts for text in Chinese (Simplified) and Japanese, before any Latin-only font. */
export const cjkFontStacks = {
  zh: "ui-rounded, 'SF Pro Rounded', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei UI', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', system-ui, sans-serif",
  ja: "ui-rounded, 'SF Pro Rounded', 'Hiragino Maru Gothic ProN', 'Hiragino Sans', 'Yu Gothic UI', 'Yu Gothic', Meiryo, 'Noto Sans CJK JP', 'Source Han Sans JP', system-ui, sans-serif",
} as const;
const monoStack = "ui-monospace, 'SF Mono', 'Cascadia Code', 'Roboto Mono', Menlo, monospace";

const shared = {
  space: {
    none: '0',
    xxs: '0.125rem',
    xs: '0.25rem',
    sm: '0.5rem',
    md: '0.75rem',
    lg: '1rem',
    xl: '1.5rem',
    xxl: '2rem',
    xxxl: '3rem',
  },
  radius: { sm: '0.5rem', md: '0.75rem', lg: '1.25rem', xl: '1.75rem', full: '9999px' },
  font: {
    body: roundedStack,
    heading: roundedStack,
    mono: monoStack,
    weightRegular: '400',
    weightMedium: '600',
    weightBold: '700',
    lineHeightTight: '1.2',
    lineHeightNormal: '1.5',
  },
  // Body text is a little larger than usual: early readers.
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: '3rem',
  },
  motion: {
    durationFast: '120ms',
    durationNormal: '200ms',
    durationSlow: '320ms',
    easingStandard: 'cubic-bezier(0.2, 0, 0, 1)',
    easingEmphasized: 'cubic-bezier(0.3, 1.4, 0.5, 1)',
  },
  zIndex: {
    base: '0',
    raised: '1',
    sticky: '10',
    overlay: '100',
    modal: '110',
    popover: '120',
    tooltip: '130',
    toast: '140',
  },
  size: {
    touchTarget: '44px',
    controlMd: '48px',
    controlLg: '56px',
    iconSm: '1rem',
    iconMd: '1.25rem',
    iconLg: '1.5rem',
    pictureSm: '2rem',
    pictureMd: '3rem',
    pictureLg: '4.5rem',
    pictureXl: '9rem',
    borderThin: '1px',
    borderThick: '2px',
    focusRingWidth: '3px',
    authCard: '28rem',
    boardColumn: '10rem',
    pageNarrow: '40rem',
    pageMedium: '56rem',
    page: '72rem',
    dialog: '32rem',
  },
} satisfies Omit<ThemeTokens, 'color' | 'shadow'>;

/** Motion durations under `prefers-reduced-motion: reduce`: everything happens at once. */
export const reducedMotionTokens: Pick<
  ThemeTokens['motion'],
  'durationFast' | 'durationNormal' | 'durationSlow'
> = { durationFast: '0ms', durationNormal: '0ms', durationSlow: '0ms' };

export const lightTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#fdf8f0',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f3eee6',
    text: '#1f2a44',
    textMuted: '#4f5b73',
    border: '#7d869a',
    borderSubtle: '#e3ded5',
    pictureInk: '#2d2a3e',
    focusRing: '#2563eb',
    overlay: 'rgba(22, 28, 45, 0.55)',
    track: '#e2e6ee',
    skeleton: '#e8e4dc',
    primary: '#4f46e5',
    primaryHover: '#4338ca',
    primaryText: '#ffffff',
    secondary: '#e0efff',
    secondaryHover: '#cae3ff',
    secondaryText: '#173a6b',
    ghostHover: '#f0ebe2',
    danger: '#c62828',
    dangerHover: '#a61f1f',
    dangerText: '#ffffff',
    dangerSoft: '#fde8e7',
    success: '#1a7f3c',
    successText: '#ffffff',
    successSoft: '#e2f5e8',
    warning: '#f5b82e',
    warningText: '#3b2500',
    warningSoft: '#fff3d4',
    info: '#0b6aa2',
    infoText: '#ffffff',
    infoSoft: '#e2f0fa',
    priority: {
      high: '#fde0de',
      highText: '#9b1c1c',
      medium: '#fff0b8',
      mediumText: '#6f4400',
      low: '#eceff3',
      lowText: '#3f4a5c',
    },
    status: {
      new: '#e0ecff',
      newText: '#1e3a8a',
      progress: '#fff0d4',
      progressText: '#7a3f00',
      done: '#dcf5e3',
      doneText: '#14532d',
    },
    streak: {
      green: '#15803d',
      greenText: '#ffffff',
      orange: '#c2410c',
      orangeText: '#ffffff',
      red: '#b91c1c',
      redText: '#ffffff',
    },
    tier: {
      gold: '#f6cd4c',
      goldText: '#3d2b00',
      silver: '#d9dee6',
      silverText: '#283040',
      bronze: '#e0a36b',
      bronzeText: '#2e1503',
    },
    category: categoryColorTokens(lightCategoryPalette),
  },
  shadow: {
    sm: '0 1px 2px rgba(31, 42, 68, 0.08)',
    md: '0 4px 12px rgba(31, 42, 68, 0.12)',
    lg: '0 12px 32px rgba(31, 42, 68, 0.2)',
  },
};

export const darkTokens: ThemeTokens = {
  ...shared,
  color: {
    background: '#121826',
    surface: '#1b2233',
    surfaceRaised: '#242d42',
    surfaceSunken: '#0e131e',
    text: '#f1f5fb',
    textMuted: '#b3bdd0',
    border: '#76819b',
    borderSubtle: '#2f3850',
    pictureInk: '#ece9f5',
    focusRing: '#93c5fd',
    overlay: 'rgba(0, 0, 0, 0.65)',
    track: '#34405a',
    skeleton: '#2a3347',
    primary: '#a5b4fc',
    primaryHover: '#c3cdfd',
    primaryText: '#1e1b4b',
    secondary: '#23385a',
    secondaryHover: '#2d4770',
    secondaryText: '#e0efff',
    ghostHover: '#2a3347',
    danger: '#fca5a5',
    dangerHover: '#fdc4c4',
    dangerText: '#450a0a',
    dangerSoft: '#3f1d24',
    success: '#86efac',
    successText: '#052e16',
    successSoft: '#163326',
    warning: '#fcd34d',
    warningText: '#422006',
    warningSoft: '#3a2e12',
    info: '#7dd3fc',
    infoText: '#082f49',
    infoSoft: '#15304a',
    priority: {
      high: '#5c1d1d',
      highText: '#fecaca',
      medium: '#4d3a0a',
      mediumText: '#fde68a',
      low: '#2e3648',
      lowText: '#d4dae5',
    },
    status: {
      new: '#1e2f55',
      newText: '#c7dafe',
      progress: '#4a3510',
      progressText: '#fde3b0',
      done: '#173d28',
      doneText: '#bbf7d0',
    },
    streak: {
      green: '#4ade80',
      greenText: '#052e16',
      orange: '#fb923c',
      orangeText: '#431407',
      red: '#f87171',
      redText: '#450a0a',
    },
    tier: {
      gold: '#e8b923',
      goldText: '#2b1e00',
      silver: '#aeb7c4',
      silverText: '#1a1f29',
      bronze: '#c7803f',
      bronzeText: '#221003',
    },
    category: categoryColorTokens(darkCategoryPalette),
  },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 4px 12px rgba(0, 0, 0, 0.45)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.55)',
  },
};

import type { PartialUiMessages } from '@taskboard/ui';
import { activeLanguage } from './i18n';
import { formatOf, list, textOf, useUiTexts, whole, type UiTextSource } from './uiMessages';

// The @taskboard/ui texts of the signed-in screens (the board, the timer, badges, the profile's
// charts, settings): their messages are in the screens' part, and this code comes with the
// screens too, so a first visit to a public page downloads neither.

/** A day before yesterday as the language shown writes it short ('Nov 24', '24 nov.', '11月24日'). */
const dayOfMonth = (date: Date) =>
  new Intl.DateTimeFormat(activeLanguage(), { month: 'short', day: 'numeric' }).format(date);

/**
 * A set of sentences a component reads by key (one per feed action): given whole, or not at all,
 * as `whole` does for plain texts.
 */
function wholeSentences<K extends string, F extends (...args: never[]) => string>(
  sentences: Record<K, F | undefined>,
): Record<K, F> | undefined {
  const given = Object.values<F | undefined>(sentences).every((each) => each !== undefined);
  return given ? (sentences as Record<K, F>) : undefined;
}

/** The signed-in screens' components' texts, in the language shown. */
export function useUiScreensTranslations(): PartialUiMessages {
  return useUiTexts(uiScreensTranslations);
}

/** The signed-in screens' components' texts from a source. */
export function uiScreensTranslations(source: UiTextSource): PartialUiMessages {
  const text = textOf(source);
  const format = formatOf(source);
  // The feed's sentences say who did it and to what (the stars' one also how many); the sync
  // banner's, which task or goal it is about.
  const sentence = (who: string, subject: string) => ({ who, subject });
  const about = (subject: string) => ({ subject });

  return {
    activityFeed: {
      heading: text('uiScreens.activityFeed.heading'),
      actions: wholeSentences({
        finished: format('uiScreens.activityFeed.actions.finished', sentence),
        started: format('uiScreens.activityFeed.actions.started', sentence),
        added: format('uiScreens.activityFeed.actions.added', sentence),
        renamed: format('uiScreens.activityFeed.actions.renamed', sentence),
        deleted: format('uiScreens.activityFeed.actions.deleted', sentence),
        movedBack: format('uiScreens.activityFeed.actions.movedBack', sentence),
        earnedBadge: format('uiScreens.activityFeed.actions.earnedBadge', sentence),
        createdGoal: format('uiScreens.activityFeed.actions.createdGoal', sentence),
        closedGoal: format('uiScreens.activityFeed.actions.closedGoal', sentence),
        earnedStars: format(
          'uiScreens.activityFeed.actions.earnedStars',
          (who: string, subject: string, stars: number) => ({ who, subject, stars }),
        ),
      }),
      justNow: text('uiScreens.activityFeed.justNow'),
      minutesAgo: format('uiScreens.activityFeed.minutesAgo', (minutes: number) => ({ minutes })),
      hoursAgo: format('uiScreens.activityFeed.hoursAgo', (hours: number) => ({ hours })),
      yesterday: text('uiScreens.activityFeed.yesterday'),
      onDate: format('uiScreens.activityFeed.onDate', (date: Date) => ({ date: dayOfMonth(date) })),
      loading: text('uiScreens.activityFeed.loading'),
      empty: text('uiScreens.activityFeed.empty'),
      retry: text('uiScreens.activityFeed.retry'),
    },
    badgeTier: {
      title: format('uiScreens.badgeTier.title', (count: number) => ({ count })),
      emptyTitle: text('uiScreens.badgeTier.emptyTitle'),
      emptyDescription: text('uiScreens.badgeTier.emptyDescription'),
      hints: list(text('uiScreens.badgeTier.hints.0'), text('uiScreens.badgeTier.hints.1')),
      hintsLabel: text('uiScreens.badgeTier.hintsLabel'),
      tiers: whole({
        gold: text('uiScreens.badgeTier.tiers.gold'),
        silver: text('uiScreens.badgeTier.tiers.silver'),
        bronze: text('uiScreens.badgeTier.tiers.bronze'),
      }),
      countsLabel: text('uiScreens.badgeTier.countsLabel'),
      listLabel: text('uiScreens.badgeTier.listLabel'),
      tierGroup: format('uiScreens.badgeTier.tierGroup', (tier: string) => ({ tier })),
      earned: format('uiScreens.badgeTier.earned', (date: string) => ({ date })),
    },
    categoryColorPicker: {
      colors: whole({
        blue: text('uiScreens.categoryColorPicker.colors.blue'),
        green: text('uiScreens.categoryColorPicker.colors.green'),
        purple: text('uiScreens.categoryColorPicker.colors.purple'),
        red: text('uiScreens.categoryColorPicker.colors.red'),
        orange: text('uiScreens.categoryColorPicker.colors.orange'),
        pink: text('uiScreens.categoryColorPicker.colors.pink'),
        indigo: text('uiScreens.categoryColorPicker.colors.indigo'),
        teal: text('uiScreens.categoryColorPicker.colors.teal'),
        yellow: text('uiScreens.categoryColorPicker.colors.yellow'),
        gray: text('uiScreens.categoryColorPicker.colors.gray'),
      }),
      none: text('uiScreens.categoryColorPicker.none'),
    },
    celebration: {
      task: text('uiScreens.celebration.task'),
      goal: text('uiScreens.celebration.goal'),
      spoken: text('uiScreens.celebration.spoken'),
    },
    cockpit: {
      title: text('uiScreens.cockpit.title'),
      taskVelocity: text('uiScreens.cockpit.taskVelocity'),
      taskUnit: text('uiScreens.cockpit.taskUnit'),
      goalVelocity: text('uiScreens.cockpit.goalVelocity'),
      goalUnit: text('uiScreens.cockpit.goalUnit'),
      goalProgress: text('uiScreens.cockpit.goalProgress'),
      progressUnit: text('uiScreens.cockpit.progressUnit'),
      average: format('uiScreens.cockpit.average', (n: string) => ({ n })),
      active: format('uiScreens.cockpit.active', (n: number) => ({ n })),
    },
    cockpitDial: {
      target: format('uiScreens.cockpitDial.target', (target: string) => ({ target })),
      value: format(
        'uiScreens.cockpitDial.value',
        (value: string, unit: string, target: string) => ({
          value,
          unit,
          target,
        }),
      ),
    },
    boardColumns: {
      tabs: text('uiScreens.boardColumns.tabs'),
      tab: format('uiScreens.boardColumns.tab', (column: string, count: number) => ({
        column,
        count,
      })),
    },
    column: {
      titles: whole({
        new: text('uiScreens.column.titles.new'),
        progress: text('uiScreens.column.titles.progress'),
        done: text('uiScreens.column.titles.done'),
      }),
      count: format('uiScreens.column.count', (count: number) => ({ count })),
      empty: text('uiScreens.column.empty'),
      emptyIn: format('uiScreens.column.emptyIn', (column: string) => ({ column })),
    },
    editableTitle: {
      inputLabel: text('uiScreens.editableTitle.inputLabel'),
      editLabel: format('uiScreens.editableTitle.editLabel', (title: string) => ({ title })),
      save: text('uiScreens.editableTitle.save'),
      cancel: text('uiScreens.editableTitle.cancel'),
    },
    goalAchievements: {
      title: text('uiScreens.goalAchievements.title'),
      empty: text('uiScreens.goalAchievements.empty'),
      more: format('uiScreens.goalAchievements.more', (hidden: number) => ({ hidden })),
      less: text('uiScreens.goalAchievements.less'),
      completed: format('uiScreens.goalAchievements.completed', (date: string) => ({ date })),
    },
    goalPicker: {
      label: text('uiScreens.goalPicker.label'),
    },
    goalDueDate: {
      today: text('uiScreens.goalDueDate.today'),
      sleeps: format('uiScreens.goalDueDate.sleeps', (count: number) => ({ count })),
      overdue: text('uiScreens.goalDueDate.overdue'),
      label: format('uiScreens.goalDueDate.label', (words: string) => ({ words })),
    },
    goalCard: {
      label: format('uiScreens.goalCard.label', (title: string) => ({ title })),
      tasksToggle: format('uiScreens.goalCard.tasksToggle', (title: string) => ({ title })),
      titleInput: text('uiScreens.goalCard.titleInput'),
      delete: format('uiScreens.goalCard.delete', (title: string) => ({ title })),
      status: text('uiScreens.goalCard.status'),
      statuses: whole({
        new: text('uiScreens.goalCard.statuses.new'),
        open: text('uiScreens.goalCard.statuses.open'),
        closed: text('uiScreens.goalCard.statuses.closed'),
      }),
      category: text('uiScreens.goalCard.category'),
      noCategory: text('uiScreens.goalCard.noCategory'),
      addTask: text('uiScreens.goalCard.addTask'),
      viewBoard: text('uiScreens.goalCard.viewBoard'),
      noTasks: text('uiScreens.goalCard.noTasks'),
      more: text('uiScreens.goalCard.more'),
      less: text('uiScreens.goalCard.less'),
      edit: text('uiScreens.goalCard.edit'),
    },
    goalDetailsDialog: {
      completed: format('uiScreens.goalDetailsDialog.completed', (date: string) => ({ date })),
      tasks: format('uiScreens.goalDetailsDialog.tasks', (count: number) => ({ count })),
      empty: text('uiScreens.goalDetailsDialog.empty'),
      done: text('uiScreens.goalDetailsDialog.done'),
    },
    groupingThemeDialog: {
      title: text('uiScreens.groupingThemeDialog.title'),
      description: text('uiScreens.groupingThemeDialog.description'),
      builtInHeading: text('uiScreens.groupingThemeDialog.builtInHeading'),
      customHeading: text('uiScreens.groupingThemeDialog.customHeading'),
      noCustomThemes: text('uiScreens.groupingThemeDialog.noCustomThemes'),
      createTheme: text('uiScreens.groupingThemeDialog.createTheme'),
      editTheme: format('uiScreens.groupingThemeDialog.editTheme', (name: string) => ({ name })),
      edit: text('uiScreens.groupingThemeDialog.edit'),
      resetWarning: text('uiScreens.groupingThemeDialog.resetWarning'),
      switchTheme: text('uiScreens.groupingThemeDialog.switchTheme'),
      switching: text('uiScreens.groupingThemeDialog.switching'),
      cancel: text('uiScreens.groupingThemeDialog.cancel'),
      loading: text('uiScreens.groupingThemeDialog.loading'),
    },
    musicToggle: {
      label: text('uiScreens.musicToggle.label'),
      play: text('uiScreens.musicToggle.play'),
      pause: text('uiScreens.musicToggle.pause'),
      loading: text('uiScreens.musicToggle.loading'),
      blocked: text('uiScreens.musicToggle.blocked'),
      error: text('uiScreens.musicToggle.error'),
    },
    nextBadgeProgress: {
      title: text('uiScreens.nextBadgeProgress.title'),
      spotlightTitle: text('uiScreens.nextBadgeProgress.spotlightTitle'),
      tiers: whole({
        bronze: text('uiScreens.nextBadgeProgress.tiers.bronze'),
        silver: text('uiScreens.nextBadgeProgress.tiers.silver'),
        gold: text('uiScreens.nextBadgeProgress.tiers.gold'),
      }),
      badge: format('uiScreens.nextBadgeProgress.badge', (name: string, tier: string) => ({
        name,
        tier,
      })),
      count: format('uiScreens.nextBadgeProgress.count', (progress: number, target: number) => ({
        progress,
        target,
      })),
      remaining: format('uiScreens.nextBadgeProgress.remaining', (count: number, tier: string) => ({
        count,
        tier,
      })),
      allEarned: text('uiScreens.nextBadgeProgress.allEarned'),
      earned: format('uiScreens.nextBadgeProgress.earned', (name: string, tier: string) => ({
        name,
        tier,
      })),
      loading: text('uiScreens.nextBadgeProgress.loading'),
    },
    profileHeader: {
      counters: whole({
        tasks: text('uiScreens.profileHeader.counters.tasks'),
        goals: text('uiScreens.profileHeader.counters.goals'),
        badges: text('uiScreens.profileHeader.counters.badges'),
      }),
      countersLabel: text('uiScreens.profileHeader.countersLabel'),
      verified: text('uiScreens.profileHeader.verified'),
      roles: whole({
        admin: text('uiScreens.profileHeader.roles.admin'),
        user: text('uiScreens.profileHeader.roles.user'),
      }),
      accessLevels: whole({
        basic: text('uiScreens.profileHeader.accessLevels.basic'),
        premium: text('uiScreens.profileHeader.accessLevels.premium'),
        vip: text('uiScreens.profileHeader.accessLevels.vip'),
      }),
    },
    radarChart: {
      title: text('uiScreens.radarChart.title'),
      empty: text('uiScreens.radarChart.empty'),
      ranges: whole({
        recent: text('uiScreens.radarChart.ranges.recent'),
        all: text('uiScreens.radarChart.ranges.all'),
      }),
      rangeGroup: text('uiScreens.radarChart.rangeGroup'),
      caption: format('uiScreens.radarChart.caption', (title: string, range: string) => ({
        title,
        range,
      })),
      columns: whole({
        category: text('uiScreens.radarChart.columns.category'),
        tasks: text('uiScreens.radarChart.columns.tasks'),
        share: text('uiScreens.radarChart.columns.share'),
      }),
    },
    recoveryCodeList: {
      listLabel: text('uiScreens.recoveryCodeList.listLabel'),
      copy: text('uiScreens.recoveryCodeList.copy'),
      copied: text('uiScreens.recoveryCodeList.copied'),
      copyFailed: text('uiScreens.recoveryCodeList.copyFailed'),
      download: text('uiScreens.recoveryCodeList.download'),
      fileHeading: text('uiScreens.recoveryCodeList.fileHeading'),
    },
    rewardCard: {
      price: format('uiScreens.rewardCard.price', (stars: number) => ({ stars })),
      more: format('uiScreens.rewardCard.more', (stars: number) => ({ stars })),
      ask: text('uiScreens.rewardCard.ask'),
      pending: text('uiScreens.rewardCard.pending'),
      approved: text('uiScreens.rewardCard.approved'),
      declined: text('uiScreens.rewardCard.declined'),
      note: format('uiScreens.rewardCard.note', (note: string) => ({ note })),
      family: text('uiScreens.rewardCard.family'),
    },
    rewardRequestCard: {
      asks: format('uiScreens.rewardRequestCard.asks', (childName: string, price: number) => ({
        childName,
        price,
      })),
      states: whole({
        pending: text('uiScreens.rewardRequestCard.states.pending'),
        approved: text('uiScreens.rewardRequestCard.states.approved'),
        declined: text('uiScreens.rewardRequestCard.states.declined'),
        undone: text('uiScreens.rewardRequestCard.states.undone'),
      }),
      noteLabel: text('uiScreens.rewardRequestCard.noteLabel'),
      noteHint: text('uiScreens.rewardRequestCard.noteHint'),
      approve: text('uiScreens.rewardRequestCard.approve'),
      decline: text('uiScreens.rewardRequestCard.decline'),
      undo: text('uiScreens.rewardRequestCard.undo'),
      undoHint: text('uiScreens.rewardRequestCard.undoHint'),
      note: format('uiScreens.rewardRequestCard.note', (note: string) => ({ note })),
    },
    sessionCard: {
      current: text('uiScreens.sessionCard.current'),
      revoke: text('uiScreens.sessionCard.revoke'),
      revoking: text('uiScreens.sessionCard.revoking'),
      lastActive: format('uiScreens.sessionCard.lastActive', (when: string) => ({ when })),
      revokeLabel: format(
        'uiScreens.sessionCard.revokeLabel',
        (device: string, browser: string) => ({ device, browser }),
      ),
    },
    shortcutsDialog: {
      title: text('uiScreens.shortcutsDialog.title'),
      then: text('uiScreens.shortcutsDialog.then'),
    },
    speakButton: {
      label: format('uiScreens.speakButton.label', (words: string) => ({ text: words })),
    },
    starJar: {
      label: text('uiScreens.starJar.label'),
      count: format('uiScreens.starJar.count', (stars: number) => ({ stars })),
      empty: text('uiScreens.starJar.empty'),
      full: text('uiScreens.starJar.full'),
      goal: format('uiScreens.starJar.goal', (stars: number) => ({ stars })),
      sharesLabel: text('uiScreens.starJar.sharesLabel'),
      share: format('uiScreens.starJar.share', (name: string, stars: number) => ({ name, stars })),
    },
    streakCard: {
      label: text('uiScreens.streakCard.label'),
      streak: format('uiScreens.streakCard.streak', (days: number) => ({ days })),
      encouragement: whole({
        none: text('uiScreens.streakCard.encouragement.none'),
        started: text('uiScreens.streakCard.encouragement.started'),
        building: text('uiScreens.streakCard.encouragement.building'),
        consistent: text('uiScreens.streakCard.encouragement.consistent'),
        dedicated: text('uiScreens.streakCard.encouragement.dedicated'),
      }),
      longest: format('uiScreens.streakCard.longest', (days: number) => ({ days })),
    },
    syncBanner: {
      offline: text('uiScreens.syncBanner.offline'),
      syncing: text('uiScreens.syncBanner.syncing'),
      waiting: format('uiScreens.syncBanner.waiting', (count: number) => ({ count })),
      notices: text('uiScreens.syncBanner.notices'),
      kinds: wholeSentences({
        changedElsewhere: format('uiScreens.syncBanner.kinds.changedElsewhere', about),
        deletedElsewhere: format('uiScreens.syncBanner.kinds.deletedElsewhere', about),
        refused: format('uiScreens.syncBanner.kinds.refused', about),
      }),
      dismiss: format('uiScreens.syncBanner.dismiss', about),
    },
    taskListItem: {
      statuses: whole({
        progress: text('uiScreens.taskListItem.statuses.progress'),
        done: text('uiScreens.taskListItem.statuses.done'),
      }),
      notStarted: text('uiScreens.taskListItem.notStarted'),
      status: format('uiScreens.taskListItem.status', (title: string) => ({ title })),
      titleInput: text('uiScreens.taskListItem.titleInput'),
    },
    taskPicture: {
      toothbrush: text('uiScreens.taskPicture.toothbrush'),
      bath: text('uiScreens.taskPicture.bath'),
      soap: text('uiScreens.taskPicture.soap'),
      towel: text('uiScreens.taskPicture.towel'),
      comb: text('uiScreens.taskPicture.comb'),
      toilet: text('uiScreens.taskPicture.toilet'),
      hands: text('uiScreens.taskPicture.hands'),
      bed: text('uiScreens.taskPicture.bed'),
      moon: text('uiScreens.taskPicture.moon'),
      shirt: text('uiScreens.taskPicture.shirt'),
      trousers: text('uiScreens.taskPicture.trousers'),
      sock: text('uiScreens.taskPicture.sock'),
      shoe: text('uiScreens.taskPicture.shoe'),
      coat: text('uiScreens.taskPicture.coat'),
      hat: text('uiScreens.taskPicture.hat'),
      plate: text('uiScreens.taskPicture.plate'),
      cup: text('uiScreens.taskPicture.cup'),
      spoon: text('uiScreens.taskPicture.spoon'),
      apple: text('uiScreens.taskPicture.apple'),
      carrot: text('uiScreens.taskPicture.carrot'),
      sandwich: text('uiScreens.taskPicture.sandwich'),
      cake: text('uiScreens.taskPicture.cake'),
      bottle: text('uiScreens.taskPicture.bottle'),
      'toy-box': text('uiScreens.taskPicture.toy-box'),
      broom: text('uiScreens.taskPicture.broom'),
      bucket: text('uiScreens.taskPicture.bucket'),
      laundry: text('uiScreens.taskPicture.laundry'),
      bin: text('uiScreens.taskPicture.bin'),
      sponge: text('uiScreens.taskPicture.sponge'),
      'pet-bowl': text('uiScreens.taskPicture.pet-bowl'),
      dog: text('uiScreens.taskPicture.dog'),
      cat: text('uiScreens.taskPicture.cat'),
      fish: text('uiScreens.taskPicture.fish'),
      bird: text('uiScreens.taskPicture.bird'),
      plant: text('uiScreens.taskPicture.plant'),
      'watering-can': text('uiScreens.taskPicture.watering-can'),
      flower: text('uiScreens.taskPicture.flower'),
      tree: text('uiScreens.taskPicture.tree'),
      leaf: text('uiScreens.taskPicture.leaf'),
      sun: text('uiScreens.taskPicture.sun'),
      book: text('uiScreens.taskPicture.book'),
      pencil: text('uiScreens.taskPicture.pencil'),
      crayon: text('uiScreens.taskPicture.crayon'),
      paint: text('uiScreens.taskPicture.paint'),
      bag: text('uiScreens.taskPicture.bag'),
      abc: text('uiScreens.taskPicture.abc'),
      numbers: text('uiScreens.taskPicture.numbers'),
      letter: text('uiScreens.taskPicture.letter'),
      ball: text('uiScreens.taskPicture.ball'),
      blocks: text('uiScreens.taskPicture.blocks'),
      puzzle: text('uiScreens.taskPicture.puzzle'),
      teddy: text('uiScreens.taskPicture.teddy'),
      car: text('uiScreens.taskPicture.car'),
      bike: text('uiScreens.taskPicture.bike'),
      kite: text('uiScreens.taskPicture.kite'),
      music: text('uiScreens.taskPicture.music'),
      drum: text('uiScreens.taskPicture.drum'),
      star: text('uiScreens.taskPicture.star'),
      heart: text('uiScreens.taskPicture.heart'),
      gift: text('uiScreens.taskPicture.gift'),
      clock: text('uiScreens.taskPicture.clock'),
      house: text('uiScreens.taskPicture.house'),
      bus: text('uiScreens.taskPicture.bus'),
      waves: text('uiScreens.taskPicture.waves'),
      friends: text('uiScreens.taskPicture.friends'),
      smile: text('uiScreens.taskPicture.smile'),
    },
    taskPicturePicker: { none: text('uiScreens.taskPicturePicker.none') },
    taskSwipeCard: {
      card: text('uiScreens.taskSwipeCard.card'),
      columns: whole({
        new: text('uiScreens.taskSwipeCard.columns.new'),
        progress: text('uiScreens.taskSwipeCard.columns.progress'),
        done: text('uiScreens.taskSwipeCard.columns.done'),
      }),
      moveTo: text('uiScreens.taskSwipeCard.moveTo'),
      moveBack: format('uiScreens.taskSwipeCard.moveBack', (column: string) => ({ column })),
      actions: format('uiScreens.taskSwipeCard.actions', (title: string) => ({ title })),
      edit: format('uiScreens.taskSwipeCard.edit', (title: string) => ({ title })),
      delete: format('uiScreens.taskSwipeCard.delete', (title: string) => ({ title })),
      editItem: text('uiScreens.taskSwipeCard.editItem'),
      deleteItem: text('uiScreens.taskSwipeCard.deleteItem'),
      titleInput: text('uiScreens.taskSwipeCard.titleInput'),
      waitingToSync: text('uiScreens.taskSwipeCard.waitingToSync'),
    },
    themeEditorDialog: {
      createTitle: text('uiScreens.themeEditorDialog.createTitle'),
      editTitle: text('uiScreens.themeEditorDialog.editTitle'),
      description: text('uiScreens.themeEditorDialog.description'),
      nameLabel: text('uiScreens.themeEditorDialog.nameLabel'),
      descriptionLabel: text('uiScreens.themeEditorDialog.descriptionLabel'),
      categoriesLegend: text('uiScreens.themeEditorDialog.categoriesLegend'),
      categoryHeading: format(
        'uiScreens.themeEditorDialog.categoryHeading',
        (position: number) => ({
          position,
        }),
      ),
      categoryNameLabel: text('uiScreens.themeEditorDialog.categoryNameLabel'),
      iconLabel: text('uiScreens.themeEditorDialog.iconLabel'),
      colorLabel: text('uiScreens.themeEditorDialog.colorLabel'),
      categoryDescriptionLabel: text('uiScreens.themeEditorDialog.categoryDescriptionLabel'),
      badgeKindLabel: text('uiScreens.themeEditorDialog.badgeKindLabel'),
      badgeKinds: whole({
        NONE: text('uiScreens.themeEditorDialog.badgeKinds.NONE'),
        HELPER: text('uiScreens.themeEditorDialog.badgeKinds.HELPER'),
        LEARNER: text('uiScreens.themeEditorDialog.badgeKinds.LEARNER'),
        CREATIVE_THINKER: text('uiScreens.themeEditorDialog.badgeKinds.CREATIVE_THINKER'),
      }),
      badgeKindHint: format('uiScreens.themeEditorDialog.badgeKindHint', (badge: string) => ({
        badge,
      })),
      noBadgeKindHint: text('uiScreens.themeEditorDialog.noBadgeKindHint'),
      addCategory: text('uiScreens.themeEditorDialog.addCategory'),
      removeCategory: format('uiScreens.themeEditorDialog.removeCategory', (position: number) => ({
        position,
      })),
      previewHeading: text('uiScreens.themeEditorDialog.previewHeading'),
      untitled: text('uiScreens.themeEditorDialog.untitled'),
      create: text('uiScreens.themeEditorDialog.create'),
      save: text('uiScreens.themeEditorDialog.save'),
      saving: text('uiScreens.themeEditorDialog.saving'),
      cancel: text('uiScreens.themeEditorDialog.cancel'),
      delete: text('uiScreens.themeEditorDialog.delete'),
    },
    themePreview: {
      count: format('uiScreens.themePreview.count', (count: number) => ({ count })),
      more: format('uiScreens.themePreview.more', (hidden: number) => ({ hidden })),
    },
    timerBar: {
      timeIsUp: text('uiScreens.timerBar.timeIsUp'),
      secondsLeft: format('uiScreens.timerBar.secondsLeft', (seconds: number) => ({ seconds })),
      minutesLeft: format('uiScreens.timerBar.minutesLeft', (minutes: number) => ({ minutes })),
      label: text('uiScreens.timerBar.label'),
      states: whole({
        idle: text('uiScreens.timerBar.states.idle'),
        running: text('uiScreens.timerBar.states.running'),
        finished: text('uiScreens.timerBar.states.finished'),
      }),
      clock: format('uiScreens.timerBar.clock', (time: string) => ({ time })),
      length: text('uiScreens.timerBar.length'),
      minutes: format('uiScreens.timerBar.minutes', (minutes: number) => ({ minutes })),
      lengthHint: text('uiScreens.timerBar.lengthHint'),
      tip: text('uiScreens.timerBar.tip'),
      tipLabel: text('uiScreens.timerBar.tipLabel'),
      start: text('uiScreens.timerBar.start'),
      reset: text('uiScreens.timerBar.reset'),
    },
    usageBar: { label: text('uiScreens.usageBar.label') },
    usageHistoryChart: {
      title: text('uiScreens.usageHistoryChart.title'),
      showTable: text('uiScreens.usageHistoryChart.showTable'),
      showChart: text('uiScreens.usageHistoryChart.showChart'),
      dayHeader: text('uiScreens.usageHistoryChart.dayHeader'),
      usedHeader: text('uiScreens.usageHistoryChart.usedHeader'),
      percentHeader: text('uiScreens.usageHistoryChart.percentHeader'),
      summary: format('uiScreens.usageHistoryChart.summary', (total: string, dayCount: number) => ({
        total,
        dayCount,
      })),
      empty: text('uiScreens.usageHistoryChart.empty'),
    },
    userCard: {
      missingName: text('uiScreens.userCard.missingName'),
      verified: text('uiScreens.userCard.verified'),
      example: text('uiScreens.userCard.example'),
      tasks: text('uiScreens.userCard.tasks'),
      goals: text('uiScreens.userCard.goals'),
      age: format('uiScreens.userCard.age', (age: number) => ({ age })),
      badges: format('uiScreens.userCard.badges', (count: number) => ({ count })),
      moreBadges: format('uiScreens.userCard.moreBadges', (count: number) => ({ count })),
      roles: whole({
        admin: text('uiScreens.userCard.roles.admin'),
        user: text('uiScreens.userCard.roles.user'),
      }),
      accessLevels: whole({
        basic: text('uiScreens.userCard.accessLevels.basic'),
        premium: text('uiScreens.userCard.accessLevels.premium'),
        vip: text('uiScreens.userCard.accessLevels.vip'),
      }),
    },
  };
}

import { useMemo } from 'react';
import { useLingui } from '@lingui/react';
import type { PartialUiMessages } from '@taskboard/ui';
import { isMessageLoaded } from './i18n';
import type { MessageId } from './messageId';
import type { MessageValues } from './useT';

// The @taskboard/ui components' texts in the language shown, for UiMessagesProvider. They live in
// two areas of the catalogues: `ui` for the components the public pages show (in the shell's
// part, so a prerendered page is translated from its first paint) and `uiScreens` for those of
// the signed-in screens (in their part, so a public page downloads none of the board's words).
// A text whose part is not loaded yet is left out: its component shows the English default
// until the part arrives with the screen that needs it, and never waits or downloads for it.

/** Where the texts come from: the app's translator, and whether a message is loaded yet. */
export type UiTextSource = {
  isLoaded: (id: MessageId) => boolean;
  translate: (id: MessageId, values?: MessageValues) => string;
};

/** Every @taskboard/ui text in the language shown, as far as its messages are loaded. */
export function useUiTranslations(): PartialUiMessages {
  const { _ } = useLingui();
  // The I18nProvider hands out a new translator whenever a language is activated or a part of
  // its messages arrives: the texts are built again exactly then, and kept otherwise.
  return useMemo(
    () => uiTranslations({ isLoaded: isMessageLoaded, translate: (id, values) => _(id, values) }),
    [_],
  );
}

/** The library's texts from a source: plain texts as strings, texts taking values as functions. */
export function uiTranslations(source: UiTextSource): PartialUiMessages {
  const text = (id: MessageId) => (source.isLoaded(id) ? source.translate(id) : undefined);
  const format = <A extends unknown[]>(id: MessageId, values: (...args: A) => MessageValues) =>
    source.isLoaded(id) ? (...args: A) => source.translate(id, values(...args)) : undefined;

  return {
    articleCard: {
      ageRange: format('ui.articleCard.ageRange', (from: number, to: number) => ({ from, to })),
      parentAge: text('ui.articleCard.parentAge'),
      unknownAge: text('ui.articleCard.unknownAge'),
      age: text('ui.articleCard.age'),
      author: text('ui.articleCard.author'),
      published: text('ui.articleCard.published'),
      keywords: text('ui.articleCard.keywords'),
    },
    avatar: { noName: text('ui.avatar.noName') },
    badgeTier: {
      title: format('uiScreens.badgeTier.title', (count: number) => ({ count })),
      emptyTitle: text('uiScreens.badgeTier.emptyTitle'),
      emptyDescription: text('uiScreens.badgeTier.emptyDescription'),
      hints: list(
        text('uiScreens.badgeTier.hints.0'),
        text('uiScreens.badgeTier.hints.1'),
        text('uiScreens.badgeTier.hints.2'),
      ),
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
    },
    celebration: {
      task: text('uiScreens.celebration.task'),
      goal: text('uiScreens.celebration.goal'),
      spoken: text('uiScreens.celebration.spoken'),
    },
    chip: {
      priorities: whole({
        high: text('ui.chip.priorities.high'),
        medium: text('ui.chip.priorities.medium'),
        low: text('ui.chip.priorities.low'),
      }),
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
    confirmDialog: {
      cancel: text('ui.confirmDialog.cancel'),
      password: text('ui.confirmDialog.password'),
    },
    dialog: { close: text('ui.dialog.close') },
    editableTitle: {
      inputLabel: text('uiScreens.editableTitle.inputLabel'),
      editLabel: format('uiScreens.editableTitle.editLabel', (title: string) => ({ title })),
      save: text('uiScreens.editableTitle.save'),
      cancel: text('uiScreens.editableTitle.cancel'),
    },
    familyMemberCard: {
      current: text('ui.familyMemberCard.current'),
      roles: whole({
        parent: text('ui.familyMemberCard.roles.parent'),
        primaryChild: text('ui.familyMemberCard.roles.primaryChild'),
        child: text('ui.familyMemberCard.roles.child'),
      }),
      created: format('ui.familyMemberCard.created', (date: string) => ({ date })),
      badges: format(
        'ui.familyMemberCard.badges',
        ({ gold, silver, bronze }: { gold: number; silver: number; bronze: number }) => ({
          gold,
          silver,
          bronze,
        }),
      ),
      switching: format('ui.familyMemberCard.switching', (name: string) => ({ name })),
      remove: format('ui.familyMemberCard.remove', (name: string) => ({ name })),
    },
    goalAchievements: {
      title: text('uiScreens.goalAchievements.title'),
      empty: text('uiScreens.goalAchievements.empty'),
      more: format('uiScreens.goalAchievements.more', (hidden: number) => ({ hidden })),
      less: text('uiScreens.goalAchievements.less'),
      completed: format('uiScreens.goalAchievements.completed', (date: string) => ({ date })),
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
    pagination: {
      label: text('ui.pagination.label'),
      previous: text('ui.pagination.previous'),
      next: text('ui.pagination.next'),
      page: format('ui.pagination.page', (page: number) => ({ page })),
    },
    passwordField: {
      show: text('ui.passwordField.show'),
      hide: text('ui.passwordField.hide'),
    },
    profileHeader: {
      counters: whole({
        tasks: text('uiScreens.profileHeader.counters.tasks'),
        goals: text('uiScreens.profileHeader.counters.goals'),
        badges: text('uiScreens.profileHeader.counters.badges'),
        communities: text('uiScreens.profileHeader.counters.communities'),
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
    sideNav: { label: text('ui.sideNav.label') },
    sidebarLayout: { asideLabel: text('ui.sidebarLayout.asideLabel') },
    speakButton: {
      label: format('uiScreens.speakButton.label', (words: string) => ({ text: words })),
    },
    spinner: { label: text('ui.spinner.label') },
    streakCard: {
      label: text('uiScreens.streakCard.label'),
      streak: format('uiScreens.streakCard.streak', (days: number) => ({ days })),
      encouragement: whole({
        none: text('uiScreens.streakCard.encouragement.none'),
        start: text('uiScreens.streakCard.encouragement.start'),
        green: text('uiScreens.streakCard.encouragement.green'),
        orange: text('uiScreens.streakCard.encouragement.orange'),
        red: text('uiScreens.streakCard.encouragement.red'),
      }),
      longest: format('uiScreens.streakCard.longest', (days: number) => ({ days })),
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
    },
    textArea: {
      count: format('ui.textArea.count', (used: number, max: number) => ({ used, max })),
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
      communities: text('uiScreens.userCard.communities'),
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

/** A set of texts a component reads by key (column names, say): given whole, or not at all. */
function whole<K extends string>(
  texts: Record<K, string | undefined>,
): Record<K, string> | undefined {
  const given = Object.values<string | undefined>(texts).every((text) => text !== undefined);
  return given ? (texts as Record<K, string>) : undefined;
}

/** A list of texts (the ways to earn a badge): given whole, or not at all. */
function list(...texts: (string | undefined)[]): string[] | undefined {
  return texts.every((text) => text !== undefined) ? (texts as string[]) : undefined;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import type { Goal, Message, Task } from '@taskboard/contract';
import type { DeletionTarget } from '@taskboard/machines';
import {
  Banner,
  Celebration,
  EmptyPicture,
  EmptyState,
  Heading,
  IconButton,
  nearestBadge,
  NextBadgeProgress,
  SpeakerIcon,
  SpeakerOffIcon,
  Stack,
  Switch,
  Text,
} from '@taskboard/ui';
import { columnNameIn, goalSentences, taskSentences } from '../board/announcements';
import { SpinnerText } from '../board/SpinnerText';
import { ChildBoard } from '../board/ChildBoard';
import { GoalsPanel } from '../board/GoalsPanel';
import { loadBoard } from '../board/boardData';
import { CreateGoalDialog, type GoalCreated } from '../board/CreateGoalDialog';
import { DesktopBoard } from '../board/DesktopBoard';
import { EditGoalDialog } from '../board/EditGoalDialog';
import { MobileBoard } from '../board/MobileBoard';
import { TaskDialog } from '../board/TaskDialog';
import type { GoalHandlers, TaskHandlers } from '../board/taskHandlers';
import { useBoardActions } from '../board/useBoardActions';
import { useStableHandlers } from '../board/useStableHandlers';
import { useBoardLayout } from '../board/useBoardLayout';
import { useCelebration } from '../board/useCelebration';
import { useNextBadge } from '../board/useNextBadge';
import { speak } from '../board/speech';
import { useBoardAnnouncer } from '../board/useBoardAnnouncer';
import { useDeletion } from '../board/useDeletion';
import { useFocusKeeper } from '../board/useFocusKeeper';
import { useReloadOnReturn } from '../board/useReloadOnReturn';
import { useTimer } from '../board/useTimer';
import { useTranslateKnown } from '../i18n/knownMessages';
import { BoardSyncBanner } from '../offline/BoardSyncBanner';
import { useOfflineQueue } from '../offline/offlineQueue';
import { WaitingToSync } from '../offline/WaitingToSync';
import { useT } from '../i18n/useT';
import { earnedNowOf, nextBadgesOf } from '../presentation/badges';
import { useNewGoalRequest } from '../shortcuts/newGoalRequest';
import { ChildRewards, ChildStarJar } from '../stars/ChildStars';
import { useCurrentUser } from './authenticated-layout';

export const clientLoader = loadBoard;

export function HydrateFallback() {
  const t = useT();
  return <SpinnerText text={t('common.loading')} />;
}

/** The task dialog's subject: a new task for a goal, or an existing task to edit. */
type TaskDialogSubject = { kind: 'add'; goal: Goal } | { kind: 'edit'; task: Task };

export default function TaskBoard() {
  const t = useT();
  const translateKnown = useTranslateKnown();
  const data = useLoaderData<typeof clientLoader>();
  const user = useCurrentUser();
  const layout = useBoardLayout();
  const reloading = useReloadOnReturn();
  const timer = useTimer();
  const { revalidate } = useRevalidator();
  // Changes made offline: replayed when the connection returns, then the board is read anew.
  const offline = useOfflineQueue(user.username, () => void revalidate());
  // A board shown from the device's copy is read anew when the connection comes back (once: a
  // server still out of reach must not be asked again and again).
  const shownFromCopy = data.offline === true;
  const wasOnline = useRef(offline.online);
  useEffect(() => {
    if (offline.online && !wasOnline.current && shownFromCopy) void revalidate();
    wasOnline.current = offline.online;
  }, [offline.online, shownFromCopy, revalidate]);
  const board = useBoardActions(data, timer.taskMoved, offline);
  const [creatingGoal, setCreatingGoal] = useState(false);
  const [notice, setNotice] = useState<Message | null>(null);
  const [taskSubject, setTaskSubject] = useState<TaskDialogSubject | null>(null);
  const [editingGoal, setEditingGoal] = useState<Goal | null>(null);
  const { reload } = board;
  // The board's one live region: moves and deletions, however they were made, said by name.
  const announcer = useBoardAnnouncer();
  const { announce } = announcer;
  const boardRef = useRef<HTMLElement>(null);
  useFocusKeeper(boardRef);
  const deletion = useDeletion(
    useCallback(
      (target: DeletionTarget) => {
        announce(
          target.kind === 'goal'
            ? goalSentences(t).deleted(target.title)
            : taskSentences(t).deleted(target.title),
        );
        void reload();
      },
      [announce, reload, t],
    ),
    board.deleteTask,
  );
  const startGoal = useCallback(() => {
    setNotice(null);
    setCreatingGoal(true);
  }, []);
  useNewGoalRequest(startGoal);
  const cheer = useCelebration();
  // A child's board comes first on its page: no parent's explanations or controls above it.
  const forChild = user.account_type === 'CHILD';
  // After a child finishes a task: the badge it earned, if any, and the nearest one to earn next.
  const nextBadge = useNextBadge(forChild);
  // Its own polite region, so a badge's news never talks over the move that earned it.
  const badgeNews = useBoardAnnouncer('badge-announcements');

  const goalHandlers: GoalHandlers = {
    rename: (goal, title) => void board.renameGoal(goal, title),
    setStatus: (goal, status) => {
      if (status === 'CLOSED' && goal.job_status !== 'CLOSED') cheer.celebrate('goal');
      void board.setGoalStatus(goal, status);
    },
    setCategory: (goal, categoryId) => void board.setGoalCategory(goal, categoryId),
    addTask: (goal) => setTaskSubject({ kind: 'add', goal }),
    edit: (goal) => setEditingGoal(goal),
    remove: (goal) =>
      deletion.requestDeletion({ kind: 'goal', itemId: goal.item_id, title: goal.title }),
  };
  const taskHandlers = useStableHandlers<TaskHandlers>({
    move: (task, to) => {
      const finished = to === 'CLOSED' && task.job_status !== 'CLOSED';
      if (finished) cheer.celebrate('task');
      const saved = board.moveTask(task, to);
      announce(taskSentences(t).moved(task.title, columnNameIn(t, layout, to)));
      if (finished && forChild) {
        void saved
          .then((kept) => (kept ? nextBadge.taskFinished() : null))
          .then((earned) => {
            if (!earned) return;
            const { name, tier } = earnedNowOf(earned);
            badgeNews.announce(
              t('uiScreens.nextBadgeProgress.earned', {
                name,
                tier: t(`uiScreens.nextBadgeProgress.tiers.${tier}`),
              }),
            );
          });
      }
    },
    rename: (task, title) => void board.renameTask(task, title),
    edit: (task) => setTaskSubject({ kind: 'edit', task }),
    remove: (task) =>
      deletion.requestDeletion({ kind: 'task', itemId: task.item_id, title: task.title }),
  });

  const goalCreated = ({ warning }: GoalCreated) => {
    setNotice(warning);
    void reload();
  };

  const dialogGoal =
    taskSubject?.kind === 'add'
      ? taskSubject.goal
      : board.goals.find((goal) => goal.item_id === taskSubject?.task.goal_id);
  // The backlog's own failure and the last refused change, each in the spec's words.
  const errors = [data.error, data.flavorError, board.error].filter(
    (text): text is string => text !== null,
  );
  const Layout = layout === 'mobile' ? MobileBoard : DesktopBoard;
  // What the goals panel needs: the parent's layouts show it, a child's board folds it away.
  const goalsPanel = {
    goals: board.goals,
    tasks: board.tasks,
    categories: data.categories,
    goalHandlers,
    taskHandlers,
    onAddGoal: startGoal,
    onReorderGoals: board.reorderGoals,
    announce,
  };

  return (
    <Stack gap={forChild ? 'sm' : 'lg'} data-layout={layout} ref={boardRef}>
      {forChild ? (
        <Stack direction="row" gap="sm" align="center" justify="between">
          <Stack grow>
            <Heading level={1}>{t('board.page.title')}</Heading>
          </Stack>
          {/* On a tablet or a computer the star jar sits in the title row, so the board stays
              where it was; a phone's title has no room to spare, its jar goes under the timer. */}
          {layout === 'mobile' ? null : <ChildStarJar data={data.starJar} />}
          <IconButton
            label={t('board.child.sound')}
            aria-pressed={cheer.sound}
            onClick={() => cheer.setSound(!cheer.sound)}
          >
            {cheer.sound ? <SpeakerIcon /> : <SpeakerOffIcon />}
          </IconButton>
        </Stack>
      ) : (
        <>
          <Stack gap="xs">
            <Heading level={1}>{t('board.page.title')}</Heading>
            <Text tone="muted">{t('board.page.intro')}</Text>
          </Stack>
          <Stack direction="row" gap="lg" wrap>
            <Switch
              label={t('board.cheer.sound')}
              checked={cheer.sound}
              onCheckedChange={cheer.setSound}
            />
            <Switch
              label={t('board.cheer.calm')}
              description={t('board.cheer.calmDescription')}
              checked={cheer.calm}
              onCheckedChange={cheer.setCalm}
            />
          </Stack>
        </>
      )}
      <BoardSyncBanner offline={offline} fromCopy={shownFromCopy} />
      {reloading ? <SpinnerText text={t('common.loading')} /> : null}
      {errors.map((text) => (
        <Banner key={text} tone="danger" role="alert">
          {text}
        </Banner>
      ))}
      {notice ? (
        <Banner tone="warning" role="alert">
          {translateKnown(notice)}
        </Banner>
      ) : null}

      {data.error && globalThis.navigator?.onLine === false ? (
        <EmptyState
          icon={<EmptyPicture name="offline" />}
          title={t('board.offline.title')}
          description={t('board.offline.text')}
        />
      ) : null}
      {/* Without the backlog there is nothing true to show (and no reason to forget the phone's
          selected goal), only the errors above. */}
      <WaitingToSync queue={offline.queue}>
        {data.error ? null : forChild ? (
          <ChildBoard
            userId={user.id}
            goals={board.goals}
            tasks={board.tasks}
            timer={timer}
            taskHandlers={taskHandlers}
            onAddGoal={startGoal}
            announce={announce}
            nextBadge={
              nextBadge.news ? (
                <NextBadgeProgress
                  variant="spotlight"
                  headingLevel={2}
                  earned={nextBadge.news.earned ? earnedNowOf(nextBadge.news.earned) : null}
                  badges={[nearestBadge(nextBadgesOf(nextBadge.news.potential))].filter(
                    (badge) => badge !== null,
                  )}
                />
              ) : null
            }
            starJar={layout === 'mobile' ? <ChildStarJar data={data.starJar} /> : null}
            rewards={<ChildRewards data={data.starJar} />}
            grownUps={<GoalsPanel {...goalsPanel} />}
          />
        ) : (
          <Layout {...goalsPanel} timer={timer} />
        )}
      </WaitingToSync>

      <CreateGoalDialog
        open={creatingGoal}
        onOpenChange={setCreatingGoal}
        product={data.product}
        childAge={user.age}
        usage={data.usage}
        categories={data.categories}
        onCreated={goalCreated}
        starsPerTask={forChild && data.starJar !== null}
      />
      <TaskDialog
        key={taskSubject?.kind === 'edit' ? `edit-${taskSubject.task.item_id}` : 'add'}
        open={taskSubject !== null}
        onOpenChange={(open) => {
          if (!open) setTaskSubject(null);
        }}
        task={taskSubject?.kind === 'edit' ? taskSubject.task : null}
        goalTitle={dialogGoal?.title}
        onSave={(changes) =>
          taskSubject?.kind === 'edit'
            ? board.editTask(taskSubject.task, changes)
            : board.addTask({ goalId: dialogGoal?.item_id ?? 0, ...changes })
        }
      />
      <EditGoalDialog
        goal={editingGoal}
        onOpenChange={(open) => {
          if (!open) setEditingGoal(null);
        }}
        onSave={(changes) =>
          editingGoal ? board.editGoal(editingGoal, changes) : Promise.resolve(false)
        }
        starsPerTask={forChild && data.starJar !== null}
      />
      {deletion.dialog}
      <Celebration
        celebration={cheer.celebration}
        sound={cheer.sound}
        calm={cheer.calm}
        onSpeak={(words) => speak(words)}
        messages={{
          task: t('board.celebration.task'),
          goal: t('board.celebration.goal'),
          spoken: t('board.celebration.spoken'),
        }}
      />
      {announcer.region}
      {forChild ? badgeNews.region : null}
    </Stack>
  );
}

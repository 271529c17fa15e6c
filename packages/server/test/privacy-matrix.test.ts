import { randomBytes } from 'node:crypto';
import {
  detailedProfile,
  familyAccountsResponse,
  profileGoal,
  usersListResponse,
  type ProfileVisibility,
} from '@taskboard/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backends,
  bearer,
  createTestApp,
  login,
  newFamily,
  register,
  type TestApp,
} from './helper';
import { failureAnswer } from './failure-answer';

/**
 * The privacy table of the README (packages/server/README.md, "Who sees a profile"), row by row:
 * each kind of viewer × each profile_visibility × each kind of data (profile, statistics, badges,
 * goals with their tasks, directory), for a parent's and a child's profile. Visible means every
 * call answers with the data; hidden means every call answers exactly as for a user who does not
 * exist, and the directory does not list the user. The expectations are written out here, not
 * computed by the server's own rule, so a change of the rule fails this test.
 */

type ViewerKind = 'self' | 'parent' | 'family' | 'outsider parent' | 'outsider child';
type SubjectKind = 'PARENT' | 'CHILD';

/** Who sees whom (true: everything, false: nothing), as the README's table says. */
const seen: Record<SubjectKind, Record<ProfileVisibility, Partial<Record<ViewerKind, boolean>>>> = {
  // A parent's "family" viewer is its child.
  PARENT: {
    PRIVATE: { self: true, family: false, 'outsider parent': false, 'outsider child': false },
    FRIENDS: { self: true, family: true, 'outsider parent': false, 'outsider child': false },
    PUBLIC: { self: true, family: true, 'outsider parent': true, 'outsider child': true },
  },
  // A child's "family" viewer is its brother or sister; its parent always sees it.
  CHILD: {
    PRIVATE: {
      self: true,
      parent: true,
      family: false,
      'outsider parent': false,
      'outsider child': false,
    },
    FRIENDS: {
      self: true,
      parent: true,
      family: true,
      'outsider parent': false,
      'outsider child': false,
    },
    // A child never leaves its family, whatever it chose.
    PUBLIC: {
      self: true,
      parent: true,
      family: true,
      'outsider parent': false,
      'outsider child': false,
    },
  },
};

const rows = (Object.keys(seen) as SubjectKind[]).flatMap((subject) =>
  (Object.keys(seen[subject]) as ProfileVisibility[]).flatMap((visibility) =>
    Object.entries(seen[subject][visibility]).map(
      ([viewer, visible]) => [subject, visibility, viewer as ViewerKind, visible] as const,
    ),
  ),
);

interface Member {
  id: number;
  username: string;
  token: string;
}

interface Subject extends Member {
  goalId: number;
  goalTitle: string;
  taskTitle: string;
}

describe.each(backends)('privacy matrix on %s', (backend) => {
  let t: TestApp;
  let parent: Subject;
  let kid: Subject;
  let sibling: Member;
  let outsiderParent: Member;
  let outsiderKid: Member;
  let missingBody: string;

  const get = (who: Member, url: string) =>
    t.app.inject({ method: 'GET', url, headers: bearer(who.token) });

  async function member(identifier: string, password: string): Promise<Member> {
    const { token, username } = await login(t.app, identifier, password);
    const me = await get({ id: 0, username, token }, '/api/users/me');
    return { id: me.json<{ id: number }>().id, username, token };
  }

  /** A closed goal with a finished task: a badge, a streak day, statistics and a goal to read. */
  async function withClosedGoal(who: Member): Promise<Subject> {
    const secret = randomBytes(4).toString('hex');
    const goalTitle = `Secret goal ${secret}`;
    const taskTitle = `Secret task ${secret}`;
    const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers: bearer(who.token), payload });
    const goal = await send('POST', '/api/backlog/goals', { title: goalTitle });
    const goalId = goal.json<{ id: number }>().id;
    const task = await send('POST', '/api/backlog/task', { title: taskTitle, goal_id: goalId });
    expect(task.statusCode, task.body).toBe(201);
    const taskId = task.json<{ id: number }>().id;
    expect(
      (await send('PUT', `/api/backlog/task/${taskId}`, { job_status: 'CLOSED' })).statusCode,
    ).toBe(200);
    expect(
      (
        await send('PUT', `/api/backlog/goals/${goalId}`, {
          title: goalTitle,
          job_status: 'CLOSED',
        })
      ).statusCode,
    ).toBe(200);
    return { ...who, goalId, goalTitle, taskTitle };
  }

  beforeAll(async () => {
    t = await createTestApp(backend);
    const family = await register(t.app, newFamily());
    parent = await withClosedGoal(await member(family.email, family.password));
    kid = await withClosedGoal(await member(`${family.username}_kid`, family.password));
    const siblingName = `s${randomBytes(5).toString('hex')}`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/users/create-additional-child',
      headers: bearer(parent.token),
      payload: {
        child_username: siblingName,
        child_birth_year: 2018,
        parent_password: family.password,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    sibling = await member(siblingName, family.password);
    const other = await register(t.app, newFamily());
    outsiderParent = await member(other.email, other.password);
    outsiderKid = await member(`${other.username}_kid`, other.password);
    missingBody = (await get(outsiderParent, '/api/users/2147483000/profile')).body;
  });
  afterAll(() => t.close());

  function viewerOf(subject: SubjectKind, kind: ViewerKind): Member {
    switch (kind) {
      case 'self':
        return subject === 'PARENT' ? parent : kid;
      case 'parent':
        return parent;
      case 'family':
        return subject === 'PARENT' ? kid : sibling;
      case 'outsider parent':
        return outsiderParent;
      case 'outsider child':
        return outsiderKid;
    }
  }

  async function setPrivacy(who: Member, changes: Record<string, unknown>) {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings/privacy',
      headers: bearer(who.token),
      payload: changes,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  /** The statistics calls of a profile, each naming the subject. */
  const statistics = (id: number) => [
    `/api/backlog/streak?user_id=${id}`,
    `/api/backlog/performance-metrics?user_id=${id}`,
    `/api/backlog/tasks/category-distribution?user_id=${id}&status_filter=CLOSED`,
    `/api/backlog/tasks/category-distribution/recent?user_id=${id}&days=30`,
  ];

  /** What the viewer got of each kind of data: 'visible', 'hidden', or what went wrong. */
  async function observe(viewer: Member, subject: Subject) {
    const problems: string[] = [];
    const result: Record<string, 'visible' | 'hidden' | 'mixed'> = {};
    const verdict = (kind: string, visible: boolean[]) => {
      result[kind] = visible.every(Boolean)
        ? 'visible'
        : visible.some(Boolean)
          ? 'mixed'
          : 'hidden';
    };
    /** A refused call must read exactly as a user who does not exist, naming nothing. */
    const refused = (url: string, response: { statusCode: number; body: string }) => {
      if (response.statusCode !== 404) problems.push(`${url} answered ${response.statusCode}`);
      else if (response.body !== missingBody) problems.push(`${url} said ${response.body}`);
      for (const secret of [subject.username, subject.goalTitle, subject.taskTitle]) {
        if (response.body.includes(secret)) problems.push(`${url} revealed ${secret}`);
      }
      return false;
    };

    const profileUrl = `/api/users/${subject.id}/profile`;
    const profile = await get(viewer, profileUrl);
    const shownProfile = profile.statusCode === 200 ? detailedProfile.parse(profile.json()) : null;
    verdict('profile', [
      shownProfile ? shownProfile.username === subject.username : refused(profileUrl, profile),
    ]);
    verdict('badges', [
      shownProfile ? shownProfile.badges.some((b) => b.badge_type === 'GOAL_GETTER') : false,
    ]);

    const stats: boolean[] = [];
    for (const url of statistics(subject.id)) {
      const response = await get(viewer, url);
      stats.push(response.statusCode === 200 || refused(url, response));
    }
    verdict('statistics', stats);

    const achievementsUrl = `/api/backlog/goals/recent-achievements?user_id=${subject.id}`;
    const achievements = await get(viewer, achievementsUrl);
    const goalUrl = `/api/users/${subject.id}/goals/${subject.goalId}`;
    const goal = await get(viewer, goalUrl);
    verdict('goals', [
      achievements.statusCode === 200
        ? achievements.body.includes(subject.goalTitle)
        : refused(achievementsUrl, achievements),
      goal.statusCode === 200
        ? profileGoal.parse(goal.json()).tasks.some((task) => task.title === subject.taskTitle)
        : refused(goalUrl, goal),
    ]);

    const listed = await get(
      viewer,
      `/api/users/list?search=${encodeURIComponent(subject.username)}&limit=100`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    const card = usersListResponse.parse(listed.json()).users.find((u) => u.id === subject.id);
    verdict('directory', [card !== undefined]);
    // The directory's card carries the badges exactly when the profile does.
    if (card && (card.badges !== undefined) !== (result.badges === 'visible')) {
      problems.push(`the directory card's badges disagree with the profile's`);
    }
    return { result, problems };
  }

  it.each(rows)(
    '%s profile, %s, seen by %s: visible %s',
    async (subjectKind, visibility, viewerKind, visible) => {
      const subject = subjectKind === 'PARENT' ? parent : kid;
      await setPrivacy(subject, { profile_visibility: visibility });
      const { result, problems } = await observe(viewerOf(subjectKind, viewerKind), subject);
      const expected = visible ? 'visible' : 'hidden';
      expect({ result, problems }).toEqual({
        result: {
          profile: expected,
          badges: expected,
          statistics: expected,
          goals: expected,
          directory: expected,
        },
        problems: [],
      });
    },
  );

  it('keeps a PUBLIC parent’s badges and progress from other families when it hides them, never from its family', async () => {
    await setPrivacy(parent, {
      profile_visibility: 'PUBLIC',
      show_badges: false,
      show_progress: false,
    });
    const outside = await observe(outsiderParent, parent);
    expect(outside.result).toEqual({
      profile: 'visible',
      badges: 'hidden',
      statistics: 'hidden',
      goals: 'hidden',
      directory: 'visible',
    });
    // Hidden progress outside the family is a 403 that says so, not a 404: the profile is there.
    for (const url of [
      ...statistics(parent.id),
      `/api/users/${parent.id}/goals/${parent.goalId}`,
      `/api/backlog/goals/recent-achievements?user_id=${parent.id}`,
    ]) {
      const response = await get(outsiderParent, url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual(failureAnswer("This user's progress is private"));
    }
    const inside = await observe(kid, parent);
    expect(inside.result).toEqual({
      profile: 'visible',
      badges: 'visible',
      statistics: 'visible',
      goals: 'visible',
      directory: 'visible',
    });
    expect(inside.problems).toEqual([]);
    await setPrivacy(parent, { show_badges: true, show_progress: true });
  });

  it("counts a member's badges on the family's accounts only where the member's privacy lets the caller see it", async () => {
    const badgesSeen = async (viewer: Member) => {
      const response = await get(viewer, '/api/users/family-accounts');
      expect(response.statusCode, response.body).toBe(200);
      const accounts = familyAccountsResponse.parse(response.json()).family_accounts;
      const total = (id: number) => {
        const counts = accounts.find((a) => a.id === id)?.badge_counts;
        return counts ? counts.bronze + counts.silver + counts.gold : undefined;
      };
      return { parent: total(parent.id), kid: total(kid.id) };
    };
    await setPrivacy(parent, { profile_visibility: 'PRIVATE' });
    await setPrivacy(kid, { profile_visibility: 'PRIVATE' });
    // Every member is listed (for switching); the badges of one the caller may not see read 0.
    const byParent = await badgesSeen(parent);
    expect(byParent.parent).toBeGreaterThan(0);
    expect(byParent.kid).toBeGreaterThan(0);
    expect(await badgesSeen(kid)).toEqual({ parent: 0, kid: byParent.kid });
    expect(await badgesSeen(sibling)).toEqual({ parent: 0, kid: 0 });
    await setPrivacy(parent, { profile_visibility: 'FRIENDS' });
    await setPrivacy(kid, { profile_visibility: 'FRIENDS' });
    expect(await badgesSeen(kid)).toEqual(byParent);
    expect(await badgesSeen(sibling)).toEqual(byParent);
  });
});

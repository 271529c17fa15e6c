import {
  badgeDescription,
  type BadgeType,
  type DirectoryUserCard,
  type UsersListResponse,
} from '@taskboard/contract';
import type { Database } from '../db/database';
import type { UserRow } from '../db/schema';
import { directoryRepository, type DirectoryRow } from '../repositories/directory-repository';
import { familyParentId } from './family-parent';
import { defaultPrivacy } from './settings-service';

export interface DirectoryServiceDeps {
  db: Database;
  now?: () => Date;
}

export interface DirectoryListQuery {
  search?: string | undefined;
  limit: number;
  offset: number;
}

const isoOf = (value: Date | string) => new Date(value).toISOString();

/** The users directory (content spec §2, §3 User card, §7 GET /users/list). */
export function directoryService({ db, now = () => new Date() }: DirectoryServiceDeps) {
  const repo = directoryRepository(db, {
    parent: defaultPrivacy({ accountType: 'PARENT' }),
    child: defaultPrivacy({ accountType: 'CHILD' }),
  });

  /** A card with only the fields its owner lets this viewer see: hidden ones are absent. */
  function cardOf(row: DirectoryRow): DirectoryUserCard {
    const card: DirectoryUserCard = {
      id: row.id,
      username: row.username,
      created_at: isoOf(row.created_at),
      role: row.role,
      access_level: row.access_level,
      is_verified: row.is_verified,
      tasks_completed: row.show_progress ? row.tasks_done : 0,
      goals_completed: row.show_progress ? row.goals_closed : 0,
      bio: row.bio,
      // Communities are not part of the product yet: nobody has joined one.
      communities: 0,
    };
    if (row.show_email && row.email !== null) card.email = row.email;
    if (row.show_age && row.birth_year !== null) {
      card.age = now().getUTCFullYear() - row.birth_year;
    }
    if (row.badges) {
      card.badges = row.badges.map((badge) => ({
        badge_type: badge.badge_type,
        tier: badge.tier,
        earned_at: isoOf(badge.earned_at),
        description: badgeDescription(badge.badge_type as BadgeType, badge.tier),
      }));
    }
    return card;
  }

  return {
    async list(viewer: UserRow, query: DirectoryListQuery): Promise<UsersListResponse> {
      const search = query.search?.trim() ? query.search.trim() : undefined;
      const where = {
        viewerId: viewer.id,
        familyId: familyParentId(viewer),
        search,
        limit: query.limit,
        offset: query.offset,
      };
      const { rows, total } = await repo.page(where);
      const users = rows.map(cardOf);
      return {
        users,
        total,
        limit: query.limit,
        offset: query.offset,
        has_more: query.offset + users.length < total,
      };
    },
  };
}

export type DirectoryService = ReturnType<typeof directoryService>;

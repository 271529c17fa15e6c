export {
  defaultFamilyMemberCardMessages,
  FamilyMemberCard,
  familyRoles,
  type BadgeCounts,
  type FamilyMember,
  type FamilyMemberCardMessages,
  type FamilyMemberCardProps,
  type FamilyRole,
} from './FamilyMemberCard';

export * from './FamilyMemberCard';
export * from './familyRoles';

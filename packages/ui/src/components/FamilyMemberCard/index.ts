export * from './FamilyMemberCard';

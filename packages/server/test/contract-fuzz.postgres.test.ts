import { contractFuzzSuite } from './fuzz/contract-fuzz-suite';
import { backends } from './helper';

// The contract fuzz on PostgreSQL over real HTTP, when TEST_DATABASE_URL names one.
if (backends.includes('postgres')) contractFuzzSuite('postgres');

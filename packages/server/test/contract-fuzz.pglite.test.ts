import { contractFuzzSuite } from './fuzz/contract-fuzz-suite';

// The contract fuzz on the embedded database (driven through app.inject).
contractFuzzSuite('pglite');

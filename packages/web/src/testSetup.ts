import { configure } from '@testing-library/react';

// A screen's first render compiles its lazy chunks in the test run; on a busy machine that can take
// longer than testing-library's default one second, so `findBy...` and `waitFor` wait up to five.
configure({ asyncUtilTimeout: 5000 });

import { configure } from '@testing-library/dom';

/**
 * `findBy…` and `waitFor` wait up to 1 s by default. On a busy CI machine (every test file runs in
 * parallel on two cores) a lazy page can take longer than that to render, so allow 5 s: a wait that
 * succeeds returns as soon as it does, so this only changes how long a real failure takes to report.
 */
configure({ asyncUtilTimeout: 5_000 });

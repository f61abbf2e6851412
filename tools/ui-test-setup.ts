import { configure } from '@testing-library/react';

/**
 * Setup of the screens' unit tests (web, desk, console, seller). CI runs them beside the PostgreSQL suite and the
 * browser journeys (.ci/run), on two cores: a screen that takes more than a second to render there is slow, not
 * wrong. Waits (`findBy…`, `waitFor`) give up after 3 s instead of Testing Library's 1 s; a passing test is no slower.
 */
configure({ asyncUtilTimeout: 3000 });

import { configure } from '@testing-library/dom';

// `findBy…` and `waitFor` give a page's answer 5 s, not 1: with four test workers on two cores a
// render can take longer than a second, and the assertion itself stays the same.
configure({ asyncUtilTimeout: 5_000 });

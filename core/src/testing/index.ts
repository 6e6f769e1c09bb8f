// @lonna/core/testing — fixtures and fakes for model tests (fork + allSettled).
export { fakeApi, networkFailure, offlineFailure, type FakeReply, type FakeRoute } from './fake-api';
export { accountFixture, authResponseFixture, companyFixture, employeeFixture, ftgInfoFixture, portalInfoFixture } from './fixtures';
export { createPluginTester, accessContext } from './plugin-tester';

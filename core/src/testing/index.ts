// @lonna/core/testing — fixtures and fakes for model tests (fork + allSettled).
export { fakeApi, networkFailure, offlineFailure, type FakeReply, type FakeRoute } from './fake-api';
export { accountFixture, authResponseFixture, companyFixture, employeeFixture, ftgInfoFixture, portalInfoFixture } from './fixtures';
export { createPluginTester, accessContext } from './plugin-tester';
// the client page renderer (plugin platform item 5); the server tester lives in its own file
export { renderPage, type RenderPageOptions, type RenderedPage } from './render-page';
export { HEIC_96x64 } from './photos';

// The host's tests use the same server tester plugins get from @lonna/server/testing.
export * from '../../src/testing/server-tester';

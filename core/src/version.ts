/** The plugin API version is core's semver (kept equal to package.json by a test). */
export const CORE_VERSION = '1.0.0';

/**
 * Photos for the tests of plugins that take uploads (compensations' receipts, travel's scan).
 *
 * A 96 × 64 HEIC photo (a colour gradient, 491 bytes), made once with libheif's heif-enc (Debian libheif-examples 1.15:
 * `heif-enc -q 50 gradient.png`) and kept here as base64: CI has no HEIC encoder, the decoder is what we test.
 */
export const HEIC_96x64 = Buffer.from(
  'AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAUJtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAABAAAAImlsb2MAAAAAREAAAQABAAAAAAFmAAEAAAAAAAAAhQAAACNpaW5mAAAAAAABAAAAFWluZmUCAAAAAAEAAGh2YzEAAAAAwmlwcnAAAACkaXBjbwAAAHhodmNDAQNwAAAAAAAAAAAAHvAA/P34+AAADwMgAAEAGEABDAH//wNwAAADAJAAAAMAAAMAHroCQCEAAQArQgEBA3AAAAMAkAAAAwAAAwAeoDCBBZbqSSmubgQEDAgAAAMACAAAAwAIQCIAAQAHRAHBcrAiQAAAABRpc3BlAAAAAAAAAGAAAABAAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAoMAAACNbWRhdAAAAIEoAa8TgFqln87tjj7/tGNWPTl8dvRhHHpkL+kXJssZj1EUnNe/hQN42Ela/RbUXMRaVp/bkaWO430/2g5sCthMXTfB/n9ymGWs2yHy2YCipASXOT2COvo197XlzFGJpR5nDyh+tU1hNgBdh5azNAZBmeRJ1UdOrP79VXlP8f6tV3A=',
  'base64',
);

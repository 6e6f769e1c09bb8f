---
"@lonna/plugin-__id__": minor
---

New plugin __title__ (`__id__`), made with the generator: a page listing the company's entries with a form to add
one, `GET`/`POST /api/__id__`, table `__table___entries`, texts in sv, en, fr and pl.

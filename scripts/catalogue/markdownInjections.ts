/**
 * Markdown an attacker (or a careless copy from a web page) could put in a features cell or a
 * legal file, with where the check must report it. Shared by the unit tests of the check and
 * renderer and by the browser test that loads the rendered HTML.
 */
export const injections: { name: string; source: string; line: number; says: string }[] = [
  { name: 'an image with onerror', source: 'Text <img src=x onerror=alert(1)> more', line: 1, says: '"<img src=x onerror=alert(1)>" is HTML' },
  { name: 'a script block', source: '<script>alert(1)</script>', line: 1, says: '"<script>alert(1)</script>" is HTML' },
  { name: 'an svg with onload', source: 'Intro\n\n<svg onload=alert(1)>', line: 3, says: '"<svg onload=alert(1)>" is HTML' },
  { name: 'an inline svg', source: 'a <svg/onload=alert(1)> b', line: 1, says: '"<svg/onload=alert(1)>" looks like HTML' },
  { name: 'an iframe', source: '<iframe src="https://evil.example"></iframe>', line: 1, says: 'is HTML' },
  { name: 'a link with an event handler', source: 'see <a href="https://x.example" onclick="alert(1)">here</a>', line: 1, says: 'is HTML' },
  { name: 'a javascript: link', source: '- one\n- [x](javascript:alert(1))', line: 2, says: 'the link "[x](javascript:alert(1))" goes to "javascript:alert(1)", which is not allowed' },
  { name: 'a mixed-case scheme', source: '[x](JaVaScRiPt:alert(1))', line: 1, says: 'goes to "JaVaScRiPt:alert(1)"' },
  { name: 'a scheme as a decimal entity', source: '[x](&#106;avascript:alert(1))', line: 1, says: 'goes to "&#106;avascript:alert(1)"' },
  { name: 'a scheme as a hex entity', source: '[x](&#x6A;avascript:alert(1))', line: 1, says: 'which is not allowed' },
  { name: 'a colon as a named entity', source: '[x](javascript&colon;alert(1))', line: 1, says: 'which is not allowed' },
  { name: 'a tab entity inside the scheme', source: '[x](java&Tab;script:alert(1))', line: 1, says: 'which is not allowed' },
  { name: 'an address in angle brackets', source: '[x](<javascript:alert(1)>)', line: 1, says: 'which is not allowed' },
  { name: 'a vbscript: link', source: '[x](vbscript:msgbox(1))', line: 1, says: 'which is not allowed' },
  { name: 'a data: link', source: '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', line: 1, says: 'goes to "data:text/html;base64,' },
  { name: 'a file: link', source: '[x](file:///etc/passwd)', line: 1, says: 'which is not allowed' },
  { name: 'a protocol-relative link', source: '[x](//evil.example/)', line: 1, says: 'goes to "//evil.example/"' },
  { name: 'an autolink', source: 'Write to <javascript:alert(1)>', line: 1, says: 'goes to "javascript:alert(1)"' },
  { name: 'a reference-style link', source: '[x][r]\n\n[r]: javascript:alert(1)', line: 1, says: 'goes to "javascript:alert(1)"' },
  { name: 'an HTML comment', source: 'a\n\n<!-- hidden -->', line: 3, says: '"<!-- hidden -->" is an HTML comment' },
  { name: 'an inline comment', source: 'a <!-- x --> b', line: 1, says: 'is an HTML comment' },
  { name: 'a picture', source: '![logo](https://tracker.example/p.png)', line: 1, says: 'is a picture; texts cannot show pictures' },
  { name: 'a picture with a script source', source: '![x](javascript:alert(1))', line: 1, says: 'is a picture' },
  { name: 'a details element with ontoggle', source: '<details open ontoggle=alert(1)>', line: 1, says: 'is HTML' },
  { name: 'an HTML link to javascript:', source: '<a href="javascript:alert(1)">x</a>', line: 1, says: 'is HTML' },
  { name: 'a style element', source: '<style>body{display:none}</style>', line: 1, says: 'is HTML' },
  { name: 'a MathML link', source: 'x <math><mi xlink:href="javascript:alert(1)">y</mi></math>', line: 1, says: 'is HTML' },
  { name: 'a javascript: link with a title', source: '[x](javascript:alert(1) "Datasheet")', line: 1, says: 'goes to "javascript:alert(1)"' },
  { name: 'HTML inside a list item', source: '### Features\n- one\n- two <b onmouseover=alert(1)>bold</b>', line: 3, says: '"<b onmouseover=alert(1)>" is HTML' },
]


// The most common passwords of 6+ characters in public breach corpora (docs/decisions.md#passwords: refuse the most
// common ones; no composition rules). Kept short on purpose: it ships in the SPA bundle too.
const COMMON = new Set(
  `123456 password 12345678 qwerty 123456789 12345678910 1234567 1234567890 111111 123123 abc123 password1
  iloveyou 000000 qwerty123 1q2w3e4r 654321 666666 987654321 123321 qwertyuiop 121212 112233 555555 7777777
  888888 999999 159753 aaaaaa zxcvbnm asdfghjkl 1qaz2wsx 1q2w3e 1q2w3e4r5t qazwsx password123 passw0rd
  p@ssw0rd p@ssword letmein welcome welcome1 monkey dragon football baseball master shadow sunshine princess
  superman batman trustno1 starwars whatever freedom michael jordan23 charlie donald hello123 hello1
  admin123 administrator changeme secret default guest123 login123 test123 testing azerty loveme lovely
  flower hottie jessica ashley nicole daniel computer internet samsung google pokemon naruto killer
  soccer hockey ranger buster thomas tigger summer winter 696969 abcdef abcd1234 a123456 aa123456
  123abc 123qwe qwe123 zaq12wsx 1qazxsw2 11111111 00000000 12341234 987654 147258369 789456123 password!`
    .split(/\s+/)
    .filter(Boolean),
);

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());

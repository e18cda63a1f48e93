/** The vnu-jar package's main export: the path of the W3C Nu HTML Checker's jar (a String object). */
declare module 'vnu-jar' {
  const vnuJar: string;
  export default vnuJar;
}

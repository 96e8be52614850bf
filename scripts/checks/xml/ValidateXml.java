/*
 * Checks XML files against an XML Schema with the JDK's own validator (no library):
 *   java scripts/checks/xml/ValidateXml.java <schema.xsd> <file.xml>...
 * Prints each error as file:line:column: message, and exits 1 if any file has one. Java 11 or
 * later runs a single source file like this one directly; the tests already need Java (vnu).
 */
import java.io.File;
import javax.xml.XMLConstants;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.SchemaFactory;
import javax.xml.validation.Validator;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXParseException;

public class ValidateXml {
  public static void main(String[] args) throws Exception {
    var factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
    var schema = factory.newSchema(new File(args[0]));
    int errors = 0;
    for (int i = 1; i < args.length; i++) {
      Validator v = schema.newValidator();
      final int[] n = {0};
      final String name = args[i];
      v.setErrorHandler(new ErrorHandler() {
        public void warning(SAXParseException e) {}
        public void error(SAXParseException e) { n[0]++; System.out.println(name + ":" + e.getLineNumber() + ":" + e.getColumnNumber() + ": " + e.getMessage()); }
        public void fatalError(SAXParseException e) throws SAXParseException { n[0]++; throw e; }
      });
      try { v.validate(new StreamSource(new File(args[i]))); } catch (SAXParseException e) { System.out.println(name + ":" + e.getLineNumber() + ": " + e.getMessage()); }
      errors += n[0];
    }
    System.exit(errors == 0 ? 0 : 1);
  }
}

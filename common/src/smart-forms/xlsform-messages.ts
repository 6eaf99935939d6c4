// An XLSForm file's refusals in words, in every language (see common/src/messages.ts): a file that is no XLSForm at
// all. A refusal that names sheet, row and column stays plain English: it travels with its field errors (one per
// place), which the web shows by place.
import { defineMessages } from '../messages.js';

const SAVE = 'Open it in a spreadsheet program, save it as an Excel Workbook (.xlsx) and upload that file.';
const SAVE_FR = 'Ouvrez-le dans un tableur, enregistrez-le au format Classeur Excel (.xlsx) et téléversez ce fichier.';
const SAVE_ES = 'Ábralo en un programa de hojas de cálculo, guárdelo como Libro de Excel (.xlsx) y suba ese archivo.';
const SAVE_AR = 'افتحه في برنامج جداول بيانات، واحفظه بصيغة مصنف Excel ‏(.xlsx) ثم ارفع ذلك الملف.';

export const XLSFORM_MESSAGES = defineMessages(
  'xlsForms',
  {
    empty: 'The file is empty.',
    tooLarge: 'The file is larger than {{max}} MiB: no XLSForm is that large.',
    oldXls: `The file is an old Excel 97-2003 workbook (.xls), which cannot be read. ${SAVE}`,
    notXlsx: `The file is not an XLSX workbook. ${SAVE}`,
    damaged: `The workbook could not be read: it is damaged or cut short ({{detail}}). ${SAVE}`,
    noSurvey: 'The workbook has no "survey" sheet, which an XLSForm must have (its sheets: {{sheets}}).',
    noSurveyNoSheets: 'The workbook has no "survey" sheet, which an XLSForm must have (its sheets: none).',
    noQuestions: 'The survey sheet has no question a form here can ask.',
    noQuestionsLeftOut: 'The survey sheet has no question a form here can ask ({{count}} rows or cells left out).',
  },
  {
    fr: {
      empty: 'Le fichier est vide.',
      tooLarge: "Le fichier dépasse {{max}} Mio : aucun XLSForm n'est aussi volumineux.",
      oldXls: `Le fichier est un ancien classeur Excel 97-2003 (.xls), qui ne peut pas être lu. ${SAVE_FR}`,
      notXlsx: `Le fichier n'est pas un classeur XLSX. ${SAVE_FR}`,
      damaged: `Le classeur n'a pas pu être lu : il est endommagé ou tronqué ({{detail}}). ${SAVE_FR}`,
      noSurvey: "Le classeur n'a pas de feuille « survey », obligatoire dans un XLSForm (ses feuilles : {{sheets}}).",
      noSurveyNoSheets:
        "Le classeur n'a pas de feuille « survey », obligatoire dans un XLSForm (ses feuilles : aucune).",
      noQuestions: "La feuille survey ne contient aucune question qu'un formulaire puisse poser ici.",
      noQuestionsLeftOut:
        "La feuille survey ne contient aucune question qu'un formulaire puisse poser ici ({{count}} lignes ou cellules ignorées).",
    },
    es: {
      empty: 'El archivo está vacío.',
      tooLarge: 'El archivo supera los {{max}} MiB: ningún XLSForm es tan grande.',
      oldXls: `El archivo es un libro antiguo de Excel 97-2003 (.xls), que no se puede leer. ${SAVE_ES}`,
      notXlsx: `El archivo no es un libro XLSX. ${SAVE_ES}`,
      damaged: `No se pudo leer el libro: está dañado o incompleto ({{detail}}). ${SAVE_ES}`,
      noSurvey: 'El libro no tiene la hoja «survey», obligatoria en un XLSForm (sus hojas: {{sheets}}).',
      noSurveyNoSheets: 'El libro no tiene la hoja «survey», obligatoria en un XLSForm (sus hojas: ninguna).',
      noQuestions: 'La hoja survey no tiene ninguna pregunta que un formulario pueda hacer aquí.',
      noQuestionsLeftOut:
        'La hoja survey no tiene ninguna pregunta que un formulario pueda hacer aquí ({{count}} filas o celdas omitidas).',
    },
    ar: {
      empty: 'الملف فارغ.',
      tooLarge: 'حجم الملف يتجاوز {{max}} ميبيبايت: لا يوجد نموذج XLSForm بهذا الحجم.',
      oldXls: `الملف مصنف Excel قديم من إصدار 97-2003 ‏(.xls) ولا يمكن قراءته. ${SAVE_AR}`,
      notXlsx: `الملف ليس مصنف XLSX. ${SAVE_AR}`,
      damaged: `تعذّرت قراءة المصنف: إنه تالف أو مقتطع ({{detail}}). ${SAVE_AR}`,
      noSurvey: 'لا يحتوي المصنف على ورقة «survey» التي يجب أن يتضمنها أي XLSForm (أوراقه: {{sheets}}).',
      noSurveyNoSheets: 'لا يحتوي المصنف على ورقة «survey» التي يجب أن يتضمنها أي XLSForm (أوراقه: لا شيء).',
      noQuestions: 'لا تحتوي ورقة survey على أي سؤال يمكن لنموذج هنا طرحه.',
      noQuestionsLeftOut:
        'لا تحتوي ورقة survey على أي سؤال يمكن لنموذج هنا طرحه (تم تجاهل {{count}} من الصفوف أو الخلايا).',
    },
  },
);

// The beneficiary imports' refusals in words, in every language (see common/src/messages.ts): the file that cannot
// be read, the sheet to choose, the import that cannot go on. A refusal that restates the first field error of a
// mapping stays plain English: it travels with its field errors, which the web words by code.
import { defineMessages } from '../messages.js';

const RESAVE = 'Save it again from your spreadsheet program and upload it again.';
const RESAVE_FR = 'Enregistrez-le de nouveau depuis votre tableur et téléversez-le de nouveau.';
const RESAVE_ES = 'Vuelva a guardarlo desde su programa de hojas de cálculo y súbalo de nuevo.';
const RESAVE_AR = 'احفظه من جديد من برنامج جداول البيانات ثم ارفعه مرة أخرى.';
const SAVE_AS = 'Save it from your spreadsheet as CSV or XLSX.';
const SAVE_AS_FR = 'Enregistrez-le depuis votre tableur au format CSV ou XLSX.';
const SAVE_AS_ES = 'Guárdelo desde su hoja de cálculo como CSV o XLSX.';
const SAVE_AS_AR = 'احفظه من برنامج جداول البيانات بصيغة CSV أو XLSX.';

export const BENEFICIARY_IMPORT_MESSAGES = defineMessages(
  'beneficiaryImports',
  {
    notFound: 'Beneficiary import not found',
    masterNeedsEverything: 'Importing into the master list alone needs CREATE for every list',
    notChecked: 'The import is {{status}}: only a CHECKED import can be imported',
    noValidRows: 'The import has no valid rows: there is nothing to import',
    sheetRequired: 'The workbook has {{count}} sheets ({{sheets}}): choose one in sheetName.',
    noSuchSheet: 'The workbook has no sheet "{{sheet}}"; its sheets: {{sheets}}.',
    fileGone: 'The uploaded file no longer exists: upload it again.',
    empty: 'The file is empty.',
    noDataRows: 'The file has a header row but no data rows.',
    mappedHeaderMissing: 'The mapping names the header "{{header}}", which the file does not have.',
    headersRepeat: 'The header row repeats column names: {{columns}}. Give each column its own name.',
    headerBlank: 'Column {{column}} of the header row has no name. Give each column a name.',
    binary: `The file is not a CSV or XLSX file (it holds binary data). ${SAVE_AS}`,
    binaryRow: `The file is not a CSV or XLSX file (row {{row}} holds binary data). ${SAVE_AS}`,
    zipNotXlsx: `The file is not a CSV or XLSX file (it is a ZIP archive but not an XLSX workbook). ${SAVE_AS}`,
    cellTooLong:
      'Row {{row}}, column {{column}}: a cell is longer than {{max}} characters; no spreadsheet cell can be that long, so the file is probably damaged.',
    tooManyRows: 'The file has more than {{max}} data rows: split it into several files.',
    csvNearLine: 'The file could not be read as CSV near line {{line}}: {{detail}}',
    csvUnreadable: `The file could not be read as CSV: it is damaged or cut short ({{detail}}). ${RESAVE}`,
    csvUnreadableAfter: `The file could not be read as CSV after row {{row}}: it is damaged or cut short ({{detail}}). ${RESAVE}`,
    xlsxUnreadable: `The file could not be read as an XLSX workbook: it is damaged or cut short ({{detail}}). ${RESAVE}`,
    xlsxUnreadableAfter: `The file could not be read as an XLSX workbook after row {{row}}: it is damaged or cut short ({{detail}}). ${RESAVE}`,
  },
  {
    fr: {
      notFound: 'Import de bénéficiaires introuvable',
      masterNeedsEverything: 'Importer dans la seule liste principale nécessite CREATE sur toutes les listes',
      notChecked: "L'import est {{status}} : seul un import CHECKED peut être importé",
      noValidRows: "L'import n'a aucune ligne valide : il n'y a rien à importer",
      sheetRequired: 'Le classeur a {{count}} feuilles ({{sheets}}) : choisissez-en une dans sheetName.',
      noSuchSheet: "Le classeur n'a pas de feuille « {{sheet}} » ; ses feuilles : {{sheets}}.",
      fileGone: "Le fichier téléversé n'existe plus : téléversez-le de nouveau.",
      empty: 'Le fichier est vide.',
      noDataRows: "Le fichier a une ligne d'en-tête mais aucune ligne de données.",
      mappedHeaderMissing: "La correspondance cite l'en-tête « {{header}} », que le fichier n'a pas.",
      headersRepeat:
        "La ligne d'en-tête répète des noms de colonnes : {{columns}}. Donnez à chaque colonne son propre nom.",
      headerBlank: "La colonne {{column}} de la ligne d'en-tête n'a pas de nom. Donnez un nom à chaque colonne.",
      binary: `Le fichier n'est pas un fichier CSV ou XLSX (il contient des données binaires). ${SAVE_AS_FR}`,
      binaryRow: `Le fichier n'est pas un fichier CSV ou XLSX (la ligne {{row}} contient des données binaires). ${SAVE_AS_FR}`,
      zipNotXlsx: `Le fichier n'est pas un fichier CSV ou XLSX (c'est une archive ZIP mais pas un classeur XLSX). ${SAVE_AS_FR}`,
      cellTooLong:
        'Ligne {{row}}, colonne {{column}} : une cellule dépasse {{max}} caractères ; aucune cellule de tableur ne peut être aussi longue, le fichier est donc probablement endommagé.',
      tooManyRows: 'Le fichier a plus de {{max}} lignes de données : répartissez-le en plusieurs fichiers.',
      csvNearLine: 'Le fichier n’a pas pu être lu comme CSV vers la ligne {{line}} : {{detail}}',
      csvUnreadable: `Le fichier n’a pas pu être lu comme CSV : il est endommagé ou tronqué ({{detail}}). ${RESAVE_FR}`,
      csvUnreadableAfter: `Le fichier n’a pas pu être lu comme CSV après la ligne {{row}} : il est endommagé ou tronqué ({{detail}}). ${RESAVE_FR}`,
      xlsxUnreadable: `Le fichier n’a pas pu être lu comme classeur XLSX : il est endommagé ou tronqué ({{detail}}). ${RESAVE_FR}`,
      xlsxUnreadableAfter: `Le fichier n’a pas pu être lu comme classeur XLSX après la ligne {{row}} : il est endommagé ou tronqué ({{detail}}). ${RESAVE_FR}`,
    },
    es: {
      notFound: 'Importación de beneficiarios no encontrada',
      masterNeedsEverything: 'Importar solo en la lista maestra requiere CREATE en todas las listas',
      notChecked: 'La importación está {{status}}: solo se puede importar una importación CHECKED',
      noValidRows: 'La importación no tiene filas válidas: no hay nada que importar',
      sheetRequired: 'El libro tiene {{count}} hojas ({{sheets}}): elija una en sheetName.',
      noSuchSheet: 'El libro no tiene ninguna hoja «{{sheet}}»; sus hojas: {{sheets}}.',
      fileGone: 'El archivo subido ya no existe: súbalo de nuevo.',
      empty: 'El archivo está vacío.',
      noDataRows: 'El archivo tiene una fila de encabezado pero ninguna fila de datos.',
      mappedHeaderMissing: 'La asignación nombra el encabezado «{{header}}», que el archivo no tiene.',
      headersRepeat:
        'La fila de encabezado repite nombres de columna: {{columns}}. Dé a cada columna su propio nombre.',
      headerBlank: 'La columna {{column}} de la fila de encabezado no tiene nombre. Dé un nombre a cada columna.',
      binary: `El archivo no es un archivo CSV ni XLSX (contiene datos binarios). ${SAVE_AS_ES}`,
      binaryRow: `El archivo no es un archivo CSV ni XLSX (la fila {{row}} contiene datos binarios). ${SAVE_AS_ES}`,
      zipNotXlsx: `El archivo no es un archivo CSV ni XLSX (es un archivo ZIP pero no un libro XLSX). ${SAVE_AS_ES}`,
      cellTooLong:
        'Fila {{row}}, columna {{column}}: una celda supera los {{max}} caracteres; ninguna celda de hoja de cálculo puede ser tan larga, así que el archivo probablemente está dañado.',
      tooManyRows: 'El archivo tiene más de {{max}} filas de datos: divídalo en varios archivos.',
      csvNearLine: 'No se pudo leer el archivo como CSV cerca de la línea {{line}}: {{detail}}',
      csvUnreadable: `No se pudo leer el archivo como CSV: está dañado o incompleto ({{detail}}). ${RESAVE_ES}`,
      csvUnreadableAfter: `No se pudo leer el archivo como CSV después de la fila {{row}}: está dañado o incompleto ({{detail}}). ${RESAVE_ES}`,
      xlsxUnreadable: `No se pudo leer el archivo como libro XLSX: está dañado o incompleto ({{detail}}). ${RESAVE_ES}`,
      xlsxUnreadableAfter: `No se pudo leer el archivo como libro XLSX después de la fila {{row}}: está dañado o incompleto ({{detail}}). ${RESAVE_ES}`,
    },
    ar: {
      notFound: 'عملية استيراد المستفيدين غير موجودة',
      masterNeedsEverything: 'يتطلب الاستيراد إلى القائمة الرئيسية وحدها صلاحية CREATE على جميع القوائم',
      notChecked: 'حالة الاستيراد {{status}}: لا يمكن استيراد إلا عملية استيراد في حالة CHECKED',
      noValidRows: 'لا تحتوي عملية الاستيراد على صفوف صالحة: لا يوجد ما يُستورد',
      sheetRequired: 'يحتوي المصنف على {{count}} أوراق ({{sheets}}): اختر إحداها في sheetName.',
      noSuchSheet: 'لا يحتوي المصنف على ورقة «{{sheet}}»؛ أوراقه: {{sheets}}.',
      fileGone: 'لم يعد الملف المرفوع موجودًا: ارفعه مرة أخرى.',
      empty: 'الملف فارغ.',
      noDataRows: 'يحتوي الملف على صف عناوين لكن دون أي صفوف بيانات.',
      mappedHeaderMissing: 'تشير المطابقة إلى العنوان «{{header}}» غير الموجود في الملف.',
      headersRepeat: 'يكرر صف العناوين أسماء أعمدة: {{columns}}. امنح كل عمود اسمًا خاصًا به.',
      headerBlank: 'العمود {{column}} في صف العناوين بلا اسم. امنح كل عمود اسمًا.',
      binary: `الملف ليس ملف CSV أو XLSX (يحتوي على بيانات ثنائية). ${SAVE_AS_AR}`,
      binaryRow: `الملف ليس ملف CSV أو XLSX (الصف {{row}} يحتوي على بيانات ثنائية). ${SAVE_AS_AR}`,
      zipNotXlsx: `الملف ليس ملف CSV أو XLSX (إنه أرشيف ZIP لكنه ليس مصنف XLSX). ${SAVE_AS_AR}`,
      cellTooLong:
        'الصف {{row}}، العمود {{column}}: إحدى الخلايا أطول من {{max}} حرف؛ لا يمكن لخلية جدول بيانات أن تكون بهذا الطول، لذا فالملف تالف على الأرجح.',
      tooManyRows: 'يحتوي الملف على أكثر من {{max}} صف بيانات: قسّمه إلى عدة ملفات.',
      csvNearLine: 'تعذّرت قراءة الملف بصيغة CSV قرب السطر {{line}}: {{detail}}',
      csvUnreadable: `تعذّرت قراءة الملف بصيغة CSV: إنه تالف أو مقتطع ({{detail}}). ${RESAVE_AR}`,
      csvUnreadableAfter: `تعذّرت قراءة الملف بصيغة CSV بعد الصف {{row}}: إنه تالف أو مقتطع ({{detail}}). ${RESAVE_AR}`,
      xlsxUnreadable: `تعذّرت قراءة الملف كمصنف XLSX: إنه تالف أو مقتطع ({{detail}}). ${RESAVE_AR}`,
      xlsxUnreadableAfter: `تعذّرت قراءة الملف كمصنف XLSX بعد الصف {{row}}: إنه تالف أو مقتطع ({{detail}}). ${RESAVE_AR}`,
    },
  },
);

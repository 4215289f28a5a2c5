import Foundation
import WeekdaysCLI

var context = CommandContext.standard()
exit(WeekdaysCommand.main(WeekdaysCommand.processArguments, context: &context))

import Foundation
import WeekdaysCLI

var context = CommandContext.standard()
exit(WeekdaysCommand.main(CommandLine.arguments, context: &context))

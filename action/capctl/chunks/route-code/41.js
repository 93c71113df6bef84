
  'use strict'

  const Serializer = require('fast-json-stringify/lib/serializer')
  const serializerState = {"mode":"standalone"}
  const serializer = Serializer.restoreFromState(serializerState)

  const validator = null


  module.exports = function anonymous(validator,serializer
) {

    
const {
  asString,
  asNumber,
  asBoolean,
  asDateTime,
  asDate,
  asTime,
  asUnsafeString,
  asPlainStringArray
} = serializer

const asInteger = serializer.asInteger.bind(serializer)


    const JSON_STR_BEGIN_OBJECT = '{'
    const JSON_STR_END_OBJECT = '}'
    const JSON_STR_BEGIN_ARRAY = '['
    const JSON_STR_END_ARRAY = ']'
    const JSON_STR_COMMA = ','
    const JSON_STR_COLONS = ':'
    const JSON_STR_QUOTE = '"'
    const JSON_STR_EMPTY_OBJECT = JSON_STR_BEGIN_OBJECT + JSON_STR_END_OBJECT
    const JSON_STR_EMPTY_ARRAY = JSON_STR_BEGIN_ARRAY + JSON_STR_END_ARRAY
    const JSON_STR_EMPTY_STRING = JSON_STR_QUOTE + JSON_STR_QUOTE
    const JSON_STR_NULL = 'null'
    
  
    
      // "#/properties/data"
      function anonymous1 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_status_3 = obj["status"]
      if (value_status_3 !== undefined) {
        json += "{\"status\":"
        
        if (typeof value_status_3 !== 'string') {
          if (value_status_3 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_status_3 instanceof Date) {
            json += JSON_STR_QUOTE + value_status_3.toISOString() + JSON_STR_QUOTE
          } else if (value_status_3 instanceof RegExp) {
            json += asString(value_status_3.source)
          } else {
            json += asString(value_status_3.toString())
          }
        } else {
          json += asString(value_status_3)
        }
        
      } else {
        throw new Error('"status" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

      // "#/properties/errors/items"
      function anonymous3 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_6 = obj["code"]
      if (value_code_6 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_6 !== 'string') {
          if (value_code_6 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_6 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_6.toISOString() + JSON_STR_QUOTE
          } else if (value_code_6 instanceof RegExp) {
            json += asString(value_code_6.source)
          } else {
            json += asString(value_code_6.toString())
          }
        } else {
          json += asString(value_code_6)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_7 = obj["message"]
      if (value_message_7 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_7 !== 'string') {
          if (value_message_7 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_7 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_7.toISOString() + JSON_STR_QUOTE
          } else if (value_message_7 instanceof RegExp) {
            json += asString(value_message_7.source)
          } else {
            json += asString(value_message_7.toString())
          }
        } else {
          json += asString(value_message_7)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_8 = obj["pointer"]
      if (value_pointer_8 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_8 !== 'string') {
          if (value_pointer_8 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_8 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_8.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_8 instanceof RegExp) {
            json += asString(value_pointer_8.source)
          } else {
            json += asString(value_pointer_8.toString())
          }
        } else {
          json += asString(value_pointer_8)
        }
        
      }

      const value_hint_9 = obj["hint"]
      if (value_hint_9 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_9 !== 'string') {
          if (value_hint_9 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_9 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_9.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_9 instanceof RegExp) {
            json += asString(value_hint_9.source)
          } else {
            json += asString(value_hint_9.toString())
          }
        } else {
          json += asString(value_hint_9)
        }
        
      }

return json + JSON_STR_END_OBJECT

      }
    

    function anonymous2 (obj) {
      // "#/properties/errors"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous3(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous3(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#/properties/warnings/items"
      function anonymous5 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_code_12 = obj["code"]
      if (value_code_12 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_12 !== 'string') {
          if (value_code_12 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_12 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_12.toISOString() + JSON_STR_QUOTE
          } else if (value_code_12 instanceof RegExp) {
            json += asString(value_code_12.source)
          } else {
            json += asString(value_code_12.toString())
          }
        } else {
          json += asString(value_code_12)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_13 = obj["message"]
      if (value_message_13 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_13 !== 'string') {
          if (value_message_13 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_13 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_13.toISOString() + JSON_STR_QUOTE
          } else if (value_message_13 instanceof RegExp) {
            json += asString(value_message_13.source)
          } else {
            json += asString(value_message_13.toString())
          }
        } else {
          json += asString(value_message_13)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
return json + JSON_STR_END_OBJECT

      }
    

    function anonymous4 (obj) {
      // "#/properties/warnings"
      let json = ''
  
    if (obj === null) return JSON_STR_EMPTY_ARRAY
    if (!Array.isArray(obj)) {
      throw new TypeError("The value of '#/properties/warnings' does not match schema definition.")
    }
    const arrayLength = obj.length
  
    json += JSON_STR_BEGIN_ARRAY
  
      if (arrayLength > 0) {
        const value = obj[0]
        json += anonymous5(value)
        for (let i = 1; i < arrayLength; i++) {
          json += JSON_STR_COMMA
          const value = obj[i]
          json += anonymous5(value)
        }
      }
      return json + JSON_STR_END_ARRAY
    }

      // "#"
      function anonymous0 (input) {
        const obj = (input && typeof input.toJSON === 'function')
    ? input.toJSON()
    : input
  
        if (obj === null) return JSON_STR_EMPTY_OBJECT
        let json = ''

        
      const value_data_1 = obj["data"]
      if (value_data_1 !== undefined) {
        json += "{\"data\":"
        json += anonymous1(value_data_1)
      } else {
        throw new Error('"data" is required!')
      }
      
      const value_errors_4 = obj["errors"]
      if (value_errors_4 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_4 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_4)) {
            json += anonymous2(value_errors_4)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_10 = obj["warnings"]
      if (value_warnings_10 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous4(value_warnings_10)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)
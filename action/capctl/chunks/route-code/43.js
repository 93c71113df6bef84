
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

        
      const value_key_id_3 = obj["key_id"]
      if (value_key_id_3 !== undefined) {
        json += "{\"key_id\":"
        
        if (typeof value_key_id_3 !== 'string') {
          if (value_key_id_3 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_key_id_3 instanceof Date) {
            json += JSON_STR_QUOTE + value_key_id_3.toISOString() + JSON_STR_QUOTE
          } else if (value_key_id_3 instanceof RegExp) {
            json += asString(value_key_id_3.source)
          } else {
            json += asString(value_key_id_3.toString())
          }
        } else {
          json += asString(value_key_id_3)
        }
        
      } else {
        throw new Error('"key_id" is required!')
      }
      
      const value_org_id_4 = obj["org_id"]
      if (value_org_id_4 !== undefined) {
        json += ",\"org_id\":"
        
        if (typeof value_org_id_4 !== 'string') {
          if (value_org_id_4 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_org_id_4 instanceof Date) {
            json += JSON_STR_QUOTE + value_org_id_4.toISOString() + JSON_STR_QUOTE
          } else if (value_org_id_4 instanceof RegExp) {
            json += asString(value_org_id_4.source)
          } else {
            json += asString(value_org_id_4.toString())
          }
        } else {
          json += asString(value_org_id_4)
        }
        
      } else {
        throw new Error('"org_id" is required!')
      }
      
      const value_role_5 = obj["role"]
      if (value_role_5 !== undefined) {
        json += ",\"role\":"
        
        if (typeof value_role_5 !== 'string') {
          if (value_role_5 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_role_5 instanceof Date) {
            json += JSON_STR_QUOTE + value_role_5.toISOString() + JSON_STR_QUOTE
          } else if (value_role_5 instanceof RegExp) {
            json += asString(value_role_5.source)
          } else {
            json += asString(value_role_5.toString())
          }
        } else {
          json += asString(value_role_5)
        }
        
      } else {
        throw new Error('"role" is required!')
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

        
      const value_code_8 = obj["code"]
      if (value_code_8 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_8 !== 'string') {
          if (value_code_8 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_8 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_8.toISOString() + JSON_STR_QUOTE
          } else if (value_code_8 instanceof RegExp) {
            json += asString(value_code_8.source)
          } else {
            json += asString(value_code_8.toString())
          }
        } else {
          json += asString(value_code_8)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_9 = obj["message"]
      if (value_message_9 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_9 !== 'string') {
          if (value_message_9 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_9 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_9.toISOString() + JSON_STR_QUOTE
          } else if (value_message_9 instanceof RegExp) {
            json += asString(value_message_9.source)
          } else {
            json += asString(value_message_9.toString())
          }
        } else {
          json += asString(value_message_9)
        }
        
      } else {
        throw new Error('"message" is required!')
      }
      
      const value_pointer_10 = obj["pointer"]
      if (value_pointer_10 !== undefined) {
        json += ",\"pointer\":"
        
        if (typeof value_pointer_10 !== 'string') {
          if (value_pointer_10 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_pointer_10 instanceof Date) {
            json += JSON_STR_QUOTE + value_pointer_10.toISOString() + JSON_STR_QUOTE
          } else if (value_pointer_10 instanceof RegExp) {
            json += asString(value_pointer_10.source)
          } else {
            json += asString(value_pointer_10.toString())
          }
        } else {
          json += asString(value_pointer_10)
        }
        
      }

      const value_hint_11 = obj["hint"]
      if (value_hint_11 !== undefined) {
        json += ",\"hint\":"
        
        if (typeof value_hint_11 !== 'string') {
          if (value_hint_11 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_hint_11 instanceof Date) {
            json += JSON_STR_QUOTE + value_hint_11.toISOString() + JSON_STR_QUOTE
          } else if (value_hint_11 instanceof RegExp) {
            json += asString(value_hint_11.source)
          } else {
            json += asString(value_hint_11.toString())
          }
        } else {
          json += asString(value_hint_11)
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

        
      const value_code_14 = obj["code"]
      if (value_code_14 !== undefined) {
        json += "{\"code\":"
        
        if (typeof value_code_14 !== 'string') {
          if (value_code_14 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_code_14 instanceof Date) {
            json += JSON_STR_QUOTE + value_code_14.toISOString() + JSON_STR_QUOTE
          } else if (value_code_14 instanceof RegExp) {
            json += asString(value_code_14.source)
          } else {
            json += asString(value_code_14.toString())
          }
        } else {
          json += asString(value_code_14)
        }
        
      } else {
        throw new Error('"code" is required!')
      }
      
      const value_message_15 = obj["message"]
      if (value_message_15 !== undefined) {
        json += ",\"message\":"
        
        if (typeof value_message_15 !== 'string') {
          if (value_message_15 === null) {
            json += JSON_STR_EMPTY_STRING
          } else if (value_message_15 instanceof Date) {
            json += JSON_STR_QUOTE + value_message_15.toISOString() + JSON_STR_QUOTE
          } else if (value_message_15 instanceof RegExp) {
            json += asString(value_message_15.source)
          } else {
            json += asString(value_message_15.toString())
          }
        } else {
          json += asString(value_message_15)
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
      
      const value_errors_6 = obj["errors"]
      if (value_errors_6 !== undefined) {
        json += ",\"errors\":"
        
          if (value_errors_6 === null) {
            json += JSON_STR_NULL
          }
          
          else if(Array.isArray(value_errors_6)) {
            json += anonymous2(value_errors_6)
          }
        
    else throw new TypeError("The value of '#/properties/errors' does not match schema definition.")
  
      }

      const value_warnings_12 = obj["warnings"]
      if (value_warnings_12 !== undefined) {
        json += ",\"warnings\":"
        json += anonymous4(value_warnings_12)
      }

return json + JSON_STR_END_OBJECT

      }
    
    const main = anonymous0
    return main
    
}(validator, serializer)